import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { ShareLinkPanel } from './ShareLinkPanel';

const usage: Usage = {
  when: 'In a board’s sharing settings: making, copying, replacing or revoking its public read-only link.',
  do: ['Say plainly that anyone with the link can read the board', 'Let people copy the address while it is shown'],
  dont: ['Show it to people who cannot manage the board'],
  content: 'Name the consequence: “Anyone with the link can view this board.”',
};

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
  parameters: { usage },
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
