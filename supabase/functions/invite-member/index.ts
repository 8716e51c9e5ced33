// POST { workspace_id, email, role } — invites someone to a workspace.
// The caller must be an owner or admin; the database enforces the member
// limit (50 with pending invitations), the workspace's hourly limit (20) and
// the limits per inviting person and per address, and keeps only the token's
// hash. The raw token exists only in the emailed link.
import { callerOf } from '../_shared/caller.ts';
import { sendEmail } from '../_shared/email.ts';
import { FunctionError, json, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest, serviceRest } from '../_shared/rest.ts';
import { siteUrl } from '../_shared/site-url.ts';
import { type InviteMemberInput, inviteMemberInput } from '../_shared/sdk/inputs.js';
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  // Before anything is stored: an invitation whose email cannot be written must not exist.
  const site = siteUrl();
  const caller = callerOf(req);
  const input = readInput(await req.json().catch(() => null));

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

  const { token, hash } = await newInvitationToken();
  const [invitation] = await rest<{ id: string; email: string; role: string; expires_at: string }[]>(
    caller,
    'invitations?select=id,email,role,expires_at',
    {
      method: 'POST',
      prefer: 'return=representation',
      body: {
        workspace_id: input.workspaceId,
        email: input.email,
        role: input.role,
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

  const link = `${site}/invite/${token}`;
  const name = escapeHtml(workspace?.name ?? 'a workspace');
  await sendEmail({
    to: input.email,
    // Never the workspace's name: anyone can name a workspace anything ("Your account is locked …").
    subject: "You're invited to a workspace on Teamboard",
    html: `<p>You have been invited to join <strong>${name}</strong> on Teamboard as ${input.role}.</p>
<p><a href="${link}">Accept the invitation</a></p>
<p>The link works once and expires in 7 days.</p>`,
    text: `You have been invited to join ${workspace?.name ?? 'a workspace'} on Teamboard as ${input.role}.\n\nAccept: ${link}\n\nThe link works once and expires in 7 days.`,
  });

  return json({ invitation }, 201);
});
