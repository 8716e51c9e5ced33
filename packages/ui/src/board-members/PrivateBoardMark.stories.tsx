import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Usage } from '../fixtures/usage';
import { PrivateBoardMark } from './PrivateBoardMark';

const usage: Usage = {
  when: 'Beside a private board’s name: its tile in the workspace list, its header.',
  do: ['Keep the lock next to the name it qualifies'],
  dont: ['Use it for anything but a board only its members can open'],
};

const meta = {
  title: 'Board/PrivateBoardMark',
  component: PrivateBoardMark,
  parameters: { usage },
} satisfies Meta<typeof PrivateBoardMark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LockOnly: Story = {
  play: async ({ canvas }) => {
    // The lock alone still names itself (in whichever language the catalogue speaks).
    const lock = canvas.getByRole('img');
    await expect(lock.getAttribute('aria-label')).toMatch(/\S/);
    await expect(lock.closest('[title]')).toHaveAttribute('title', lock.getAttribute('aria-label'));
  },
};
export const WithLabel: Story = { args: { showLabel: true } };
