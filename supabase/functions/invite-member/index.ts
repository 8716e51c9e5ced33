// POST { workspace_id, email, role } — invites someone to a workspace.
// The caller must be an owner or admin; the database enforces the member
// limit (50 with pending invitations) and the hourly limit (20), and keeps
// only the token's hash. The raw token exists only in the emailed link.
import { callerOf } from '../_shared/caller.ts';
import { sendEmail } from '../_shared/email.ts';
import { FunctionError, json, serve } from '../_shared/http.ts';
import { rest } from '../_shared/rest.ts';
import { newInvitationToken } from '../_shared/token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const INVITABLE = new Set(['admin', 'member', 'viewer']);

interface Input {
  workspaceId: string;
  email: string;
  role: string;
}

function readInput(body: unknown): Input {
  const input = (body ?? {}) as Record<string, unknown>;
  const workspaceId = input.workspace_id;
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  const role = input.role ?? 'member';
  if (typeof workspaceId !== 'string' || !UUID.test(workspaceId)) {
    throw new FunctionError('validation', 'workspace_id must be an id.', 'workspace_id');
  }
  if (!EMAIL.test(email) || email.length > 254) {
    throw new FunctionError('validation', 'Enter a valid email address.', 'email');
  }
  if (typeof role !== 'string' || !INVITABLE.has(role)) {
    throw new FunctionError('validation', 'Role must be admin, member or viewer.', 'role');
  }
  return { workspaceId, email, role };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
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
  );

  const siteUrl = (Deno.env.get('SITE_URL') ?? 'http://127.0.0.1:5173').replace(/\/+$/, '');
  const link = `${siteUrl}/invite/${token}`;
  const name = escapeHtml(workspace?.name ?? 'a workspace');
  await sendEmail({
    to: input.email,
    subject: `You're invited to ${workspace?.name ?? 'a workspace'} on Teamboard`,
    html: `<p>You have been invited to join <strong>${name}</strong> on Teamboard as ${input.role}.</p>
<p><a href="${link}">Accept the invitation</a></p>
<p>The link works once and expires in 7 days.</p>`,
    text: `You have been invited to join ${workspace?.name ?? 'a workspace'} on Teamboard as ${input.role}.\n\nAccept: ${link}\n\nThe link works once and expires in 7 days.`,
  });

  return json({ invitation }, 201);
});
