import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { longText } from '../fixtures/fixtures';
import { pseudoStates, StatesGrid } from '../fixtures/states';
import { Checkbox } from './Checkbox';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'An independent yes/no choice, or ticking off a checklist item.',
  whenNot:
    'For a setting that applies at once use Switch; for one of several use SegmentedControl or Select.',
  do: ['Word the label so that checked means yes', 'Group related checkboxes under a heading'],
  dont: ['Use a checkbox to trigger an action', "Negate in the label (“Don't email me”)"],
  content: 'Sentence case, no trailing period.',
};

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when I am assigned', onCheckedChange: fn() },
  parameters: { usage },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'Select all cards' } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongLabel: Story = { args: { label: longText }, decorators: [narrow] };
export const TogglesWithSpace: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** Rest, hover, keyboard focus and pressed, unchecked and checked. */
export const States: Story = {
  parameters: pseudoStates,
  render: (args) => (
    <StatesGrid
      rows={[
        { name: 'unchecked', render: () => <Checkbox {...args} label="Notify me" /> },
        { name: 'checked', render: () => <Checkbox {...args} label="Notify me" defaultChecked /> },
      ]}
    />
  ),
};
