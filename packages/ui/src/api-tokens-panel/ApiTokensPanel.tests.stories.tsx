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
    await expect(args.onCreate).toHaveBeenCalledWith({ name: 'Nightly sync', scope: 'read', days: 30 });
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
    await expect(canvas.getByText(/^Last used 2 hours ago\. Expires in 2 days\.$/)).toBeVisible();
    await expect(canvas.getByText(/^Never used\.$/)).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Revoke the token Expired reader' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the token Importer' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('t1');
  },
};
