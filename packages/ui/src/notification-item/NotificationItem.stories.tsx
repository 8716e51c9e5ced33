import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { width } from '../fixtures/decorators';
import { hoursFromNow, longText, now } from '../fixtures/fixtures';
import { NotificationItem } from './NotificationItem';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'One notification in the inbox.',
  do: ['Mark it read when opened'],
  dont: ['Put more than one action on it besides snoozing a reminder'],
  content: 'A sentence about me, past tense.',
};

const meta = {
  title: 'Notifications/NotificationItem',
  component: NotificationItem,
  args: {
    kind: 'mentioned',
    content: {
      actorName: 'Grace Hopper',
      cardTitle: 'Rate-limit the invite endpoint',
      boardName: 'Roadmap',
      excerpt: 'Can you check the numbers, @Ada Lovelace?',
      source: 'comment',
    },
    createdAt: hoursFromNow(-0.3),
    read: false,
    now,
    onOpen: fn(),
    onMarkRead: fn(),
  },
  decorators: [(Story) => <ul style={{ margin: 0, padding: 0 }}>{Story()}</ul>, width(380)],
  parameters: { usage },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MentionUnread: Story = {};
export const MentionRead: Story = { args: { read: true } };
export const Assigned: Story = {
  args: {
    kind: 'assigned',
    content: { actorName: 'Alan Turing', cardTitle: 'Dark theme', boardName: 'Design' },
  },
};
export const Commented: Story = {
  args: {
    kind: 'commented',
    content: { actorName: 'Tim', cardTitle: 'Dark theme', excerpt: 'Shipped to staging.' },
  },
};
export const DueSoon: Story = {
  args: { kind: 'due_soon', content: { cardTitle: 'Quarterly report', boardName: 'Ops' } },
};
export const Overdue: Story = {
  args: { kind: 'overdue', content: { cardTitle: 'Quarterly report', boardName: 'Ops' } },
};
export const StartsSoon: Story = {
  args: { kind: 'start_soon', content: { cardTitle: 'Kick-off', boardName: 'Ops' } },
};
/** A checklist item's reminder names the item and its card; opening it opens the card. */
export const ItemDueSoon: Story = {
  args: {
    kind: 'due_soon',
    content: { itemBody: 'Book the room', cardTitle: 'Offsite', boardName: 'Ops' },
    onSnooze: fn(),
  },
  play: async ({ canvas, args }) => {
    const row = canvas.getByRole('button', { name: /Book the room on Offsite is due soon/ });
    await userEvent.click(row);
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
/** A reminder can be snoozed: 1 hour, 3 hours, or until 09:00 tomorrow. */
export const SnoozeReminder: Story = {
  args: {
    kind: 'due_soon',
    content: { cardTitle: 'Quarterly report', boardName: 'Ops' },
    onSnooze: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Snooze' }));
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitem', { name: 'For 1 hour' })).toBeInTheDocument();
    await expect(menu.getByRole('menuitem', { name: 'Until tomorrow 9:00' })).toBeInTheDocument();
    await userEvent.click(menu.getByRole('menuitem', { name: 'For 3 hours' }));
    await expect(args.onSnooze).toHaveBeenCalledWith('3_hours');
  },
};
export const Invited: Story = {
  args: { kind: 'invited', content: { actorName: 'Ada', workspaceName: 'Analytical Engines' } },
};
export const RoleChanged: Story = {
  args: {
    kind: 'role_changed',
    content: { actorName: 'Ada', workspaceName: 'Analytical Engines', role: 'admin' },
  },
};
export const LongTexts: Story = {
  args: { content: { actorName: longText, cardTitle: longText, excerpt: longText, boardName: 'Roadmap' } },
};
