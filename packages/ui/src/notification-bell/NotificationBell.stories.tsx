import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const NothingUnread: Story = { args: { unreadCount: 0 } };
export const Many: Story = { args: { unreadCount: 240 } };
