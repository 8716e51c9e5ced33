import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrow } from '../fixtures/decorators';
import { Tabs } from './Tabs';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'Switching between views of the same object.',
  whenNot: 'For a compact value choice use SegmentedControl.',
  do: ['Keep tab labels to one or two words'],
  dont: ['Use tabs for steps of a process'],
};

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: {
    label: 'Boards',
    onValueChange: fn(),
    items: [
      { value: 'active', label: 'Boards', count: 12, content: <p>Twelve active boards.</p> },
      { value: 'archived', label: 'Archived', count: 3, content: <p>Three archived boards.</p> },
      { value: 'templates', label: 'Templates', disabled: true, content: <p>Soon.</p> },
    ],
  },
  parameters: { usage },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'archived' } };
export const ManyTabsNarrow: Story = {
  args: {
    items: ['Overview', 'Members', 'Invitations', 'Labels', 'Danger zone', 'Integrations'].map((label) => ({
      value: label,
      label,
      content: <p>{label} settings.</p>,
    })),
  },
  decorators: [narrow],
};
export const ArrowKeysMoveBetweenTabs: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /Boards/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Archived/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('archived');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Three archived boards.');
  },
};
