import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { width } from '../fixtures/decorators';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { NotificationItem } from '../notification-item';
import { InboxList } from './InboxList';
import type { Usage } from '../fixtures/usage';

const items = (
  <>
    <NotificationItem
      kind="mentioned"
      read={false}
      now={now}
      createdAt={hoursFromNow(-0.1)}
      onOpen={fn()}
      onMarkRead={fn()}
      content={{
        actorName: 'Grace Hopper',
        cardTitle: 'Invite flow',
        boardName: 'Roadmap',
        excerpt: 'What do you think?',
        source: 'comment',
      }}
    />
    <NotificationItem
      kind="assigned"
      read={false}
      now={now}
      createdAt={hoursFromNow(-2)}
      onOpen={fn()}
      onMarkRead={fn()}
      content={{ actorName: 'Alan Turing', cardTitle: 'Dark theme', boardName: 'Design' }}
    />
    <NotificationItem
      kind="overdue"
      read
      now={now}
      createdAt={hoursFromNow(-30)}
      onOpen={fn()}
      content={{ cardTitle: 'Quarterly report', boardName: 'Ops' }}
    />
  </>
);

const usage: Usage = {
  when: 'The notifications panel: everything that happened to me, newest first.',
  do: ['Let each item open its card', 'Offer “Mark all as read”'],
  dont: ['Mix activity feed entries into it'],
  content: 'Items read as sentences about me: “Alan assigned you to …”.',
};

const meta = {
  title: 'Notifications/InboxList',
  component: InboxList,
  args: {
    filter: 'all',
    onFilterChange: fn(),
    status: 'ready',
    count: 3,
    unreadCount: 2,
    onMarkAllRead: fn(),
  },
  render: (args) => <InboxList {...args}>{args.count > 0 ? items : null}</InboxList>,
  decorators: [width(400)],
  parameters: { usage },
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotifications: Story = {};
export const WithMore: Story = { args: { onLoadMore: fn() } };
export const Loading: Story = { args: { status: 'loading', count: 0 } };
export const Failed: Story = {
  args: { status: 'error', count: 0, errorMessage: 'You seem to be offline.', onRetry: fn() },
};
export const EmptyAll: Story = { args: { count: 0, unreadCount: 0 } };
export const EmptyUnread: Story = { args: { filter: 'unread', count: 0, unreadCount: 0 } };
export const EmptyMentions: Story = { args: { filter: 'mentions', count: 0 } };
