import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A setting that takes effect immediately.',
  whenNot: 'If the choice is saved with a form, use Checkbox.',
  do: ['Label the setting, not the state'],
  dont: ['Use a switch inside a form with a Save button'],
  content: 'Sentence case, no “Enable”.',
};

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Show archived lists', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: { label: 'Compact cards', description: 'Show labels as colour bars to fit more cards on screen.' },
};
export const Disabled: Story = { args: { disabled: true } };
export const TogglesWithKeyboard: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('switch')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
