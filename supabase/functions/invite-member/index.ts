// POST { workspace_id, email, role } — invites someone to a workspace.
// POST { board_id, email, role } — invites someone outside the workspace to
// one board as a guest, with a board role; the caller must be the board's admin.
// For a workspace the caller must be an owner or admin; the database enforces the member
// limit (50 with pending invitations), the workspace's hourly limit (20) and
// the limits per inviting person and per address, and keeps only the token's
// hash. The raw token exists only in the emailed link.
import { callerOf } from '../_shared/caller.ts';
import { sendEmail } from '../_shared/email.ts';
import { FunctionError, json, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest, serviceRest } from '../_shared/rest.ts';
import {
  type InviteBoardGuestInput,
  inviteBoardGuestInput,
  type InviteMemberInput,
  inviteMemberInput,
} from '../_shared/sdk/inputs.js';
import { newInvitationToken } from '../_shared/token.ts';

/** The SDK's invitation rules; a missing role invites a member. */
function readInput(body: unknown): InviteMemberInput {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return parseInput(
    inviteMemberInput,
    { ...fields, role: fields.role ?? 'member' },
    { workspaceId: 'workspace_id', email: 'email', role: 'role' },
  );
}

function readGuestInput(fields: Record<string, unknown>): InviteBoardGuestInput {
  return parseInput(
    inviteBoardGuestInput,
    { ...fields, role: fields.role ?? 'viewer' },
    { boardId: 'board_id', email: 'email', role: 'role' },
  );
}

interface Invitee {
  readonly workspaceId: string;
  readonly email: string;
  /** What the email says they are invited to (a name its sender chose), and as what. */
  readonly kind: 'workspace' | 'board';
  readonly name: string;
  readonly role: string;
  readonly row: Record<string, unknown>;
}

type Caller = ReturnType<typeof callerOf>;

/** A workspace invitation: owners and admins. */
async function workspaceInvitee(caller: Caller, input: InviteMemberInput): Promise<Invitee> {
  const [membership] = await rest<{ role: string }[]>(
    caller,
    `workspace_members?select=role&workspace_id=eq.${input.workspaceId}&user_id=eq.${caller.userId}`,
  );
  if (!membership) throw new FunctionError('not-found', 'Workspace not found.');
  if (membership.role !== 'owner' && membership.role !== 'admin') {
    throw new FunctionError('forbidden', 'Only owners and admins can invite people.', 'not_manager');
  }
  const [workspace] = await rest<{ name: string }[]>(
    caller,
    `workspaces?select=name&id=eq.${input.workspaceId}`,
  );
  return {
    workspaceId: input.workspaceId,
    email: input.email,
    kind: 'workspace',
    name: workspace?.name ?? 'a workspace',
    role: input.role,
    row: { role: input.role },
  };
}

/** A guest invitation to one board: the board's admins. */
async function guestInvitee(caller: Caller, input: InviteBoardGuestInput): Promise<Invitee> {
  const [board] = await rest<{ workspace_id: string; name: string }[]>(
    caller,
    `boards?select=workspace_id,name&id=eq.${input.boardId}`,
  );
  if (!board) throw new FunctionError('not-found', 'Board not found.');
  const role = await rest<string | null>(caller, 'rpc/my_board_role', {
    method: 'POST',
    body: { board_id: input.boardId },
  });
  if (role !== 'admin') {
    throw new FunctionError('forbidden', "Only the board's admins can invite guests.", 'not_board_admin');
  }
  return {
    workspaceId: board.workspace_id,
    email: input.email,
    kind: 'board',
    name: board.name,
    role: input.role,
    row: { board_id: input.boardId, board_role: input.role },
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const caller = callerOf(req);
  const body: unknown = await req.json().catch(() => null);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const invitee =
    fields.board_id === undefined
      ? await workspaceInvitee(caller, readInput(body))
      : await guestInvitee(caller, readGuestInput(fields));

  const { token, hash } = await newInvitationToken();
  const [invitation] = await rest<{ id: string; email: string; role: string; expires_at: string }[]>(
    caller,
    'invitations?select=id,email,role,expires_at',
    {
      method: 'POST',
      prefer: 'return=representation',
      body: {
        ...invitee.row,
        workspace_id: invitee.workspaceId,
        email: invitee.email,
        token_hash: hash,
        invited_by: caller.userId,
      },
    },
  ).catch(async (error: unknown) => {
    // The refusing statement rolled back: the operators' count of refusals is written here.
    if (error instanceof FunctionError && error.code === 'limit-reached') {
      await serviceRest('rpc/record_invitation_refusal', {
        method: 'POST',
        body: { inviter_id: caller.userId, reason: error.reason ?? 'limit' },
      });
    }
    throw error;
  });

  const siteUrl = (Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
  const link = `${siteUrl}/invite/${token}`;
  await sendEmail({
    to: invitee.email,
    // Never the workspace's or board's name: anyone can name one anything ("Your account is locked …").
    subject: `You're invited to a ${invitee.kind} on Teamboard`,
    html: `<p>You have been invited to join <strong>${escapeHtml(invitee.name)}</strong> on Teamboard as ${invitee.role}.</p>
<p><a href="${link}">Accept the invitation</a></p>
<p>The link works once and expires in 7 days.</p>`,
    text: `You have been invited to join ${invitee.name} on Teamboard as ${invitee.role}.\n\nAccept: ${link}\n\nThe link works once and expires in 7 days.`,
  });

  return json({ invitation }, 201);
});
