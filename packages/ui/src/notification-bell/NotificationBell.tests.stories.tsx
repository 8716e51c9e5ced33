import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationBell } from './NotificationBell';

const meta = {
  title: 'Notifications/NotificationBell/Tests',
  component: NotificationBell,
  tags: ['test', '!autodocs', '!dev'],
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NameCarriesTheCount: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveTextContent('3');
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const NoBadgeAtZero: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent('');
  },
};

export const CapsTheBadge: Story = {
  args: { unreadCount: 1234 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};
