import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { darkTheme } from '../fixtures/decorators';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { ShareLinkPanel } from './ShareLinkPanel';

const meta = {
  title: 'Board/ShareLinkPanel',
  component: ShareLinkPanel,
  args: {
    state: 'none',
    now,
    onCreate: fn(),
    onRevoke: fn(),
    copyText: fn(() => Promise.resolve()),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ShareLinkPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const url = 'https://teamboard.example/s/q3VnJ0x8m2bKc1Zr9TfL5wYhA7dPeS4uGi6oNjXkB0E';

export const NoLink: Story = {};
export const Creating: Story = { args: { busy: true } };
export const JustCreated: Story = { args: { state: 'created', url } };
export const Active: Story = { args: { state: 'active', createdAt: hoursFromNow(-50) } };
export const Failed: Story = {
  args: { state: 'active', createdAt: hoursFromNow(-2), error: 'Only owners and admins can share a board.' },
};
export const Dark: Story = { args: { state: 'created', url }, globals: darkTheme };
