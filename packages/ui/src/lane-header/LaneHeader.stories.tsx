import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { labels, people } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { LaneHeader, type LaneHeaderProps } from './LaneHeader';

const usage: Usage = {
  when: 'The header of one swimlane when the board is grouped by person or label.',
  do: ['Say how many cards the lane holds', 'Let every lane collapse, the "no one" lane too'],
  dont: ['Hide the lane name when collapsed: the header stays'],
  content: 'The person’s or label’s own name; the empty lane is “No assignee” or “No label”.',
};

/** The header with its own collapsed state, as a board keeps it. */
function Stateful(args: LaneHeaderProps) {
  const [collapsed, setCollapsed] = useState(args.collapsed);
  return (
    <LaneHeader
      {...args}
      collapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        args.onCollapsedChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Board/LaneHeader',
  component: LaneHeader,
  args: {
    name: people.ada.name,
    person: people.ada,
    cardCount: 3,
    collapsed: false,
    onCollapsedChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { usage },
} satisfies Meta<typeof LaneHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person's lane, open. */
export const Person: Story = {};

/**
 * The toggle names the lane and says it is open; a click closes it. Not the file's first story:
 * the German sample renders that one, and this play reads the English names.
 */
export const Toggle: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Lane: Ada Lovelace' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleDescription('3 cards');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};
export const Label: Story = {
  args: { name: labels.bug.name, person: undefined, labelColor: 'red', cardCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bug' })).toBeVisible();
    await expect(canvas.getByText('1 card')).toBeVisible();
  },
};
export const NoAssignee: Story = { args: { name: 'No assignee', person: undefined, cardCount: 0 } };
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Lane: Ada Lovelace' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
export const LongName: Story = {
  args: { name: 'Needs design review before the March release', person: undefined, labelColor: 'purple' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
};
export const German: Story = {
  globals: { locale: 'de' },
  args: { name: 'Keine Zuständigen', person: undefined, cardCount: 2 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Bahn: Keine Zuständigen' });
    await expect(toggle).toHaveAccessibleDescription('2 Karten');
  },
};
