import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotificationBell } from './NotificationBell';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'The header entry to the notifications panel, with an unread count.',
  do: ['Cap the count (9+)', 'Announce the count in the accessible name'],
  dont: ['Animate the bell on every update'],
};

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { unreadCount: 3 },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const NothingUnread: Story = { args: { unreadCount: 0 } };
export const Many: Story = { args: { unreadCount: 240 } };
