import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { hoursFromNow, now } from '../fixtures/fixtures';
import { InvitationRow } from './InvitationRow';
import type { Usage } from '../fixtures/usage';

const usage: Usage = {
  when: 'A pending, expired or accepted invitation in workspace settings.',
  do: ['Offer resend on expired invitations'],
  dont: ["Show revoke to people who can't revoke"],
};

const meta = {
  title: 'Workspace/InvitationRow',
  component: InvitationRow,
  args: {
    email: 'new.teammate@example.com',
    role: 'member',
    status: 'pending',
    expiresAt: hoursFromNow(24 * 6),
    invitedBy: 'Ada Lovelace',
    now,
    onRevoke: fn(),
    onResend: fn(),
  },
  // Rows are list items, so the story supplies the list; `parameters.narrow` squeezes it to phone width.
  decorators: [
    (Story, { parameters }) => (
      <ul style={{ maxWidth: parameters.narrow ? 320 : 560, padding: 0 }}>{Story()}</ul>
    ),
  ],
  parameters: { usage },
} satisfies Meta<typeof InvitationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Expired: Story = { args: { status: 'expired', expiresAt: hoursFromNow(-30) } };
export const Revoked: Story = { args: { status: 'revoked' } };
export const Accepted: Story = { args: { status: 'accepted' } };
export const WithoutPermission: Story = { args: { onRevoke: undefined, onResend: undefined } };
export const LongEmailNarrow: Story = {
  args: {
    email: 'someone.with.a.really.long.address@subdomain.of.a.big.company.example.org',
    role: 'viewer',
  },
  parameters: { narrow: true },
};
export const EveryStatus: Story = {
  render: (args) => (
    <>
      <InvitationRow {...args} />
      <InvitationRow {...args} email="late@example.com" status="expired" expiresAt={hoursFromNow(-30)} />
      <InvitationRow {...args} email="joined@example.com" status="accepted" role="admin" />
    </>
  ),
};
