import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { SegmentedControl, type SegmentedControlProps } from './SegmentedControl';

const usage: Usage = {
  when: 'Switching between two to five views or modes that are all worth seeing at once: Board / Calendar, All / Mine.',
  whenNot: 'More options or long labels: use Select. Navigation between pages: use Tabs.',
  do: ['Keep labels to one word', 'Keep exactly one option chosen'],
  dont: ['Use it to trigger actions', 'Mix icon-only and labelled options'],
  content: 'Nouns or short adjectives, sentence case.',
};

type View = 'board' | 'calendar' | 'list';
const options = [
  { value: 'board', label: 'Board', icon: 'board' },
  { value: 'calendar', label: 'Calendar', icon: 'calendar' },
  { value: 'list', label: 'List', icon: 'checklist' },
] as const;

function Controlled(props: SegmentedControlProps<View>) {
  const [value, setValue] = useState<View>(props.value);
  return (
    <SegmentedControl
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SegmentedControl',
  component: SegmentedControl<View>,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Board view', options, value: 'board', onValueChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['board', 'calendar', 'list'] } },
  parameters: { usage },
} satisfies Meta<typeof SegmentedControl<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const IconOnly: Story = { args: { iconOnly: true } };
export const Small: Story = { args: { size: 'sm' } };
export const ArrowKeysMoveAndSpaceChooses: Story = {
  tags: ['test', '!autodocs', '!dev'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Board' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Calendar' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('calendar');
    await expect(canvas.getByRole('radio', { name: 'Calendar' })).toHaveAttribute('aria-checked', 'true');
    // Pressing the chosen option again keeps it chosen.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: 'Calendar' })).toHaveAttribute('aria-checked', 'true');
  },
};
