import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { now } from '../fixtures/fixtures';
import { NotificationItem } from '../notification-item';
import { InboxList } from './InboxList';

const onOpen = fn();
const onMarkRead = fn();

const item = (
  <NotificationItem
    kind="assigned"
    read={false}
    now={now}
    createdAt={now}
    onOpen={onOpen}
    onMarkRead={onMarkRead}
    content={{ actorName: 'Alan Turing', cardTitle: 'Dark theme', boardName: 'Design' }}
  />
);

const meta = {
  title: 'Notifications/InboxList/Tests',
  component: InboxList,
  tags: ['test', '!autodocs', '!dev'],
  args: {
    filter: 'all',
    onFilterChange: fn(),
    status: 'ready',
    count: 1,
    unreadCount: 1,
    onMarkAllRead: fn(),
  },
  render: (args) => <InboxList {...args}>{args.count > 0 ? item : null}</InboxList>,
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiltersAndMarksRead: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mentions' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('mentions');
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /Alan Turing assigned you to Dark theme/ }));
    await expect(onOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as read' }));
    await expect(onMarkRead).toHaveBeenCalledOnce();
  },
};

export const UnreadIsSaidNotOnlyShown: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Unread: Alan Turing assigned you/ })).toBeVisible();
  },
};

export const NoMarkAllWhenAllRead: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
  },
};

export const ErrorOffersRetry: Story = {
  args: { status: 'error', count: 0, errorMessage: 'Offline.', onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Offline.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /retry|try again/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
