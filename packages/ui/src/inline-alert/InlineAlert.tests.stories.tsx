import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InlineAlert } from './InlineAlert';

const meta = {
  title: 'Feedback/InlineAlert/Tests',
  component: InlineAlert,
  tags: ['test', '!autodocs', '!dev'],
  args: { children: <p>Message</p> },
} satisfies Meta<typeof InlineAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WarningsInterrupt: Story = {
  args: { tone: 'warning', title: 'Conflict' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('ConflictMessage');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const InfoWaitsItsTurn: Story = {
  args: { tone: 'info' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Message');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AnnounceOverridesTheTone: Story = {
  args: { tone: 'danger', announce: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Message')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
