import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { width } from '../fixtures/decorators';
import { hoursFromNow, longText, now } from '../fixtures/fixtures';
import { NotificationItem } from './NotificationItem';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'One notification in the inbox.',
  do: ['Mark it read when opened'],
  dont: ['Put more than one action on it'],
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
