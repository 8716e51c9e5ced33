import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import type { Usage } from '../fixtures/usage';
import { ApiTokensPanel } from './ApiTokensPanel';

const usage: Usage = {
  when: 'In the settings of a workspace: the person’s own tokens for scripts and apps in it.',
  do: ['Show a new token once, right after creating it', 'Show when each token was last used'],
  dont: ['Show a token again after the page is left', 'List other people’s tokens'],
  content: 'Say what a token can do: “read only” or “read and write”, and until when.',
};

const tokens = [
  {
    id: 't1',
    name: 'CSV import',
    scope: 'write' as const,
    prefix: 'tbk_3fJq9xLm',
    createdAt: hoursFromNow(-72),
    expiresAt: hoursFromNow(24 * 27),
    lastUsedAt: hoursFromNow(-2),
    revokedAt: null,
    boardNames: [],
    bot: false,
  },
  {
    id: 't2',
    name: 'Weekly report',
    scope: 'read' as const,
    prefix: 'tbk_Zp0aQe7v',
    createdAt: hoursFromNow(-10),
    expiresAt: hoursFromNow(24 * 7),
    lastUsedAt: null,
    revokedAt: null,
    boardNames: [],
    bot: false,
  },
  {
    id: 't3',
    name: 'Old bot',
    scope: 'write' as const,
    prefix: 'tbk_Rr5uBn1c',
    createdAt: hoursFromNow(-24 * 40),
    expiresAt: hoursFromNow(24 * 50),
    lastUsedAt: hoursFromNow(-24 * 20),
    revokedAt: hoursFromNow(-24 * 19),
    boardNames: ['Launch'],
    bot: true,
  },
];

const meta = {
  title: 'Settings/ApiTokensPanel',
  component: ApiTokensPanel,
  args: { tokens, now, onCreate: fn(), onRevoke: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  parameters: { usage },
} satisfies Meta<typeof ApiTokensPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {};
export const Empty: Story = { args: { tokens: [] } };
export const JustCreated: Story = {
  args: { newToken: { tokenId: 't2', token: 'tbk_Zp0aQe7vK2mW8sYd1xN4bC6hJ9rT3uF5gL0pE7qA2zM' } },
};
/** A workspace admin: the boards to hold a token to, and the bot choice. */
export const BoardsAndBot: Story = {
  args: {
    boards: [
      { id: 'b1', name: 'Launch' },
      { id: 'b2', name: 'Hiring' },
    ],
    canCreateBot: true,
  },
};
export const Failed: Story = { args: { error: 'You have 50 active tokens. Revoke one first.' } };
