import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { ApiTokensPanel } from './ApiTokensPanel';

const tokens = [
  {
    id: 't1',
    name: 'Importer',
    scope: 'write' as const,
    prefix: 'tbk_3fJq9xLm',
    createdAt: hoursFromNow(-72),
    expiresAt: hoursFromNow(48),
    lastUsedAt: hoursFromNow(-2),
    revokedAt: null,
    boardNames: [],
    bot: false,
  },
  {
    id: 't3',
    name: 'Launch bot',
    scope: 'write' as const,
    prefix: 'tbk_Rr5uBn1c',
    createdAt: hoursFromNow(-72),
    expiresAt: hoursFromNow(48),
    lastUsedAt: null,
    revokedAt: null,
    boardNames: ['Launch', 'Hiring'],
    bot: true,
  },
  {
    id: 't2',
    name: 'Expired reader',
    scope: 'read' as const,
    prefix: 'tbk_Zp0aQe7v',
    createdAt: hoursFromNow(-72),
    expiresAt: hoursFromNow(-1),
    lastUsedAt: null,
    revokedAt: null,
    boardNames: [],
    bot: false,
  },
];

const meta = {
  title: 'Settings/ApiTokensPanel/Tests',
  component: ApiTokensPanel,
  tags: ['test', '!autodocs', '!dev'],
  args: { tokens, now, onCreate: fn(), onRevoke: fn() },
} satisfies Meta<typeof ApiTokensPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatesAReadTokenByDefault: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const create = canvas.getByRole('button', { name: 'Create token' });
    await expect(create).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Token name'), ' Nightly sync ');
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Nightly sync',
      scope: 'read',
      days: 30,
      boardIds: undefined,
      asBot: false,
    });
    await expect(canvas.getByLabelText('Token name')).toHaveValue('');
  },
};

export const ShowsTheTokenOnce: Story = {
  args: { newToken: { tokenId: 't1', token: 'tbk_secret' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Your new token')).toHaveValue('tbk_secret');
    await expect(canvas.getByRole('status')).toHaveTextContent('shown only this once');
  },
};

export const RevokesOnlyActiveTokens: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^All boards\. Last used 2 hours ago\. Expires in 2 days\.$/)).toBeVisible();
    await expect(canvas.getByText(/^All boards\. Never used\.$/)).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke the token Expired reader' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the token Importer' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('t1');
  },
};

export const HoldsATokenToBoardsAndActsAsTheBot: Story = {
  args: {
    boards: [
      { id: 'b1', name: 'Launch' },
      { id: 'b2', name: 'Hiring' },
    ],
    canCreateBot: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/^Only: Launch, Hiring\. Never used\./)).toBeVisible();
    await expect(canvas.getByText('Bot')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Token name'), 'Helper bot');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hiring' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /bot/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Create token' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      name: 'Helper bot',
      scope: 'read',
      days: 30,
      boardIds: ['b2'],
      asBot: true,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Hiring' })).not.toBeChecked();
  },
};

export const OffersNoBotToOthers: Story = {
  args: { boards: [{ id: 'b1', name: 'Launch' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Launch' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /bot/ })).toBeNull();
  },
};
