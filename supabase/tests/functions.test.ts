import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { functionFailure } from './support/function-failure';
import { createFixture, newToken, type Fixture } from './support/fixture';

// Edge functions run by the local backend's Deno runtime, called through supabase-js.
describe('edge functions', () => {
  let t: TestBackend;
  let f: Fixture;
  let admin: SupabaseClient;
  beforeAll(async () => {
    t = await startBackend(variants[0]);
    f = await createFixture(t.backend.db);
    admin = await clientFor(t.backend, f.users.admin);
  });
  afterAll(async () => t?.stop());

  describe('invite-member', () => {
    it('by an admin emails one link that lets the invitee join with the invited role', async () => {
      const email = `invitee-${f.workspaceId}@example.test`;
      const invitee = await createUser(t.backend.db, email);
      const invited = await admin.functions.invoke<{ invitation: unknown }>('invite-member', {
        body: { workspace_id: f.workspaceId, email: email.toUpperCase(), role: 'viewer' },
      });
      expect(invited.error).toBeNull();
      expect(invited.data).toMatchObject({ invitation: { email, role: 'viewer' } });

      const mails = t.backend.mailbox.list(email);
      expect(mails).toHaveLength(1);
      const link = mails[0]!.links.find((l) => l.includes('/invite/'));
      const token = link?.split('/invite/')[1];
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await t.backend.db.query(`select token_hash from public.invitations where email = $1`, [
        email,
      ]);
      expect(JSON.stringify(stored.rows)).not.toContain(token);

      const client = await clientFor(t.backend, invitee);
      const joined = await client.rpc('accept_invitation', { token });
      expect(joined.error).toBeNull();
      const { rows } = await t.backend.db.query(
        `select role::text from public.workspace_members where workspace_id = $1 and user_id = $2`,
        [f.workspaceId, invitee],
      );
      expect(rows).toEqual([{ role: 'viewer' }]);
    });

    it('is refused for a member, sending nothing and storing nothing', async () => {
      const email = `by-member-${f.workspaceId}@example.test`;
      const member = await clientFor(t.backend, f.users.member);
      const result = await member.functions.invoke('invite-member', {
        body: { workspace_id: f.workspaceId, email, role: 'member' },
      });
      expect(await functionFailure(result)).toMatchObject({ status: 403, code: 'forbidden' });
      expect(t.backend.mailbox.list(email)).toEqual([]);
      const { rows } = await t.backend.db.query(`select 1 from public.invitations where email = $1`, [email]);
      expect(rows).toEqual([]);
    });

    it('hides workspaces from non-members and validates its input', async () => {
      const outsider = await clientFor(t.backend, f.users.outsider);
      const hidden = await outsider.functions.invoke('invite-member', {
        body: { workspace_id: f.workspaceId, email: 'x@example.test' },
      });
      expect(await functionFailure(hidden)).toMatchObject({ status: 404, code: 'not-found' });
      const owner = await clientFor(t.backend, f.users.owner);
      const asOwner = await owner.functions.invoke('invite-member', {
        body: { workspace_id: f.workspaceId, email: 'x@example.test', role: 'owner' },
      });
      expect(await functionFailure(asOwner)).toMatchObject({
        status: 400,
        code: 'validation',
        reason: 'role',
      });
      const injected = await owner.functions.invoke('invite-member', {
        body: { workspace_id: `${f.workspaceId}&role=eq.owner`, email: 'x@example.test' },
      });
      expect(await functionFailure(injected)).toMatchObject({ status: 400, code: 'validation' });
    });

    it('refuses the 21st invitation of the hour', async () => {
      const { rows } = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.invitations where workspace_id = $1 and created_at > now() - interval '1 hour'`,
        [f.workspaceId],
      );
      for (let i = rows[0]!.n; i < 20; i++) {
        await t.backend.db.query(
          `insert into public.invitations (workspace_id, email, role, token_hash) values ($1, $2, 'viewer', $3)`,
          [f.workspaceId, `bulk-${i}@example.test`, newToken().hash],
        );
      }
      const email = `twenty-first-${f.workspaceId}@example.test`;
      const result = await admin.functions.invoke('invite-member', {
        body: { workspace_id: f.workspaceId, email, role: 'member' },
      });
      expect(await functionFailure(result)).toMatchObject({
        status: 429,
        code: 'limit-reached',
        reason: 'invitationsPerWorkspacePerHour',
      });
      expect(t.backend.mailbox.list(email)).toEqual([]);
    });
  });

  describe('export-board', () => {
    beforeAll(async () => {
      await t.backend.db.query(`insert into public.card_labels (card_id, label_id) values ($1, $2)`, [
        f.cardId,
        f.labelId,
      ]);
      await t.backend.db.query(`insert into public.card_assignees (card_id, user_id) values ($1, $2)`, [
        f.cardId,
        f.users.member,
      ]);
      await t.backend.db.query(
        `insert into public.checklist_items (card_id, body, done) values ($1, 'Step', true)`,
        [f.cardId],
      );
      await t.backend.db.query(
        `insert into public.comments (card_id, author_id, body) values ($1, $2, 'Looks "good", =1+1')`,
        [f.cardId, f.users.owner],
      );
      const second = await t.backend.db.query<{ id: string }>(
        `insert into public.cards (board_id, list_id, title, position) values ($1, $2, 'Second card', 2048) returning id`,
        [f.boardId, f.listIds[1]],
      );
      await t.backend.db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id) values ($1, $2)`,
        [f.cardId, second.rows[0]!.id],
      );
    });

    it('exports the board as JSON, matching the database', async () => {
      const viewer = await clientFor(t.backend, f.users.viewer);
      const exported = await viewer.functions.invoke<{
        board: { id: string; name: string };
        lists: { id: string; name: string }[];
        cards: {
          id: string;
          title: string;
          labels: { name: string }[];
          assignees: { user_id: string }[];
          checklist: unknown[];
          comments: { body: string }[];
          blocked_by: { blocker_card_id: string }[];
          is_template: boolean;
        }[];
      }>('export-board', { body: { board_id: f.boardId, format: 'json' } });
      expect(exported.error).toBeNull();
      const data = exported.data;
      const lists = await t.backend.db.query<{ id: string; name: string }>(
        `select id, name from public.lists where board_id = $1 order by position, id`,
        [f.boardId],
      );
      const cards = await t.backend.db.query<{ id: string; title: string }>(
        `select c.id, c.title from public.cards c join public.lists l on l.id = c.list_id
         where c.board_id = $1 order by l.position, l.id, c.position, c.id`,
        [f.boardId],
      );
      expect(data?.board).toMatchObject({ id: f.boardId });
      expect(data?.lists.map((l) => ({ id: l.id, name: l.name }))).toEqual(lists.rows);
      expect(data?.cards.map((c) => ({ id: c.id, title: c.title }))).toEqual(cards.rows);
      const first = data?.cards.find((c) => c.id === f.cardId);
      expect(first?.labels.map((l) => l.name)).toEqual(['Bug']);
      expect(first?.assignees.map((a) => a.user_id)).toEqual([f.users.member]);
      expect(first?.checklist).toHaveLength(1);
      expect(first?.comments.map((c) => c.body)).toEqual(['Looks "good", =1+1']);
      const second = data?.cards.find((c) => c.title === 'Second card');
      expect(first?.blocked_by).toEqual([{ blocker_card_id: second?.id }]);
      expect(second?.blocked_by).toEqual([]);
      // Templates are exported too, flagged (issue 31); these two are ordinary cards.
      expect([first?.is_template, second?.is_template]).toEqual([false, false]);
    });

    it('exports the board as CSV, one row per card', async () => {
      const viewer = await clientFor(t.backend, f.users.viewer);
      const exported = await viewer.functions.invoke<string>('export-board', {
        body: { board_id: f.boardId, format: 'csv' },
      });
      expect(exported.error).toBeNull();
      const data = exported.data;
      const lines = (data ?? '').trimEnd().split('\r\n');
      const { rows } = await t.backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.cards where board_id = $1`,
        [f.boardId],
      );
      expect(lines).toHaveLength(rows[0]!.n + 1);
      expect(lines[0]).toBe(
        '"list","title","description","start_at","due_at","completed_at","archived_at","labels","assignees","checklist","checklist_name","checklist_owner","checklist_due","checklist_done","checklist_total","comments"',
      );
      expect(lines.find((l) => l.includes('"Second card"'))).toMatch(/^"Done","Second card"/);
      expect(lines.find((l) => l.includes('"Bug:'))).toContain('"member"');
    });

    it('answers not-found for a board the caller cannot read', async () => {
      const outsider = await clientFor(t.backend, f.users.outsider);
      const result = await outsider.functions.invoke('export-board', { body: { board_id: f.boardId } });
      expect(await functionFailure(result)).toMatchObject({ status: 404, code: 'not-found' });
      const bad = await outsider.functions.invoke('export-board', {
        body: { board_id: f.boardId, format: 'xml' },
      });
      expect(await functionFailure(bad)).toMatchObject({ status: 400, code: 'validation' });
    });
  });
  describe('send-notification-emails', () => {
    const mention = (name: string, id: string) => `@[${name}](${id})`;
    const enableEmail = async (userId: string, enabled: boolean) => {
      const client = await clientFor(t.backend, userId);
      const { error } = await client
        .from('notification_settings')
        .upsert({ user_id: userId, email_enabled: enabled });
      expect(error).toBeNull();
    };
    const commentAsAdmin = async (body: string) => {
      const { error } = await admin
        .from('comments')
        .insert({ card_id: f.cardId, author_id: f.users.admin, body });
      expect(error).toBeNull();
    };
    const invoke = async () => {
      const anon = await clientFor(t.backend);
      const result = await anon.functions.invoke<{ sent: number; failed: number }>(
        'send-notification-emails',
        {
          body: {},
        },
      );
      expect(result.error).toBeNull();
      return result.data;
    };

    it('emails a mention to a member who turned email on, as one digest when there are several, and once', async () => {
      await enableEmail(f.users.member, true);
      await enableEmail(f.users.viewer, false);
      t.backend.mailbox.clear();
      await commentAsAdmin(
        `Please look ${mention('Member', f.users.member)} and ${mention('Viewer', f.users.viewer)}`,
      );
      await commentAsAdmin(`Again ${mention('Member', f.users.member)}`);

      // It needs no caller (verify_jwt = false) and sends what is due.
      expect(await invoke()).toEqual({ sent: 1, failed: 0 });
      const mails = t.backend.mailbox.list(f.emails.member);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('2 new notifications on Teamboard');
      expect(mails[0]!.text).toContain('mentioned you on "First card" in Roadmap');
      expect(mails[0]!.text).toContain('"Please look @Member and @Viewer"');
      expect(mails[0]!.links.some((l) => l.endsWith(`/b/${f.boardId}/c/${f.cardId}`))).toBe(true);
      expect(mails[0]!.links.some((l) => l.endsWith('/account'))).toBe(true);
      // The viewer turned email off; the admin was the author.
      expect(t.backend.mailbox.list(f.emails.viewer)).toEqual([]);
      expect(t.backend.mailbox.list(f.emails.admin)).toEqual([]);

      // Each notification once: calling again sends nothing.
      expect(await invoke()).toEqual({ sent: 0, failed: 0 });
      expect(t.backend.mailbox.list(f.emails.member)).toHaveLength(1);
      const refused = await (
        await clientFor(t.backend)
      ).functions.invoke('send-notification-emails', {
        method: 'GET',
      });
      expect(await functionFailure(refused)).toMatchObject({ status: 400, code: 'validation' });
    });

    it('is called by the cron job through pg_net once project_url is in Vault, with no one invoking it', async () => {
      await enableEmail(f.users.owner, true);
      t.backend.mailbox.clear();
      await commentAsAdmin(`Cron, tell ${mention('Owner', f.users.owner)}`);
      // What an operator does once on a hosted project (docs/deploy.md).
      await t.backend.db.query(`select vault.create_secret($1, 'project_url')`, [t.backend.apiUrl]);
      // The job runs every 10 seconds; the bound only keeps a broken run from hanging.
      const mail = await t.backend.mailbox.waitFor(f.emails.owner, { timeoutMs: 120_000 });
      // The fixture's users are named after their roles.
      expect(mail.subject).toBe('admin mentioned you on "First card" in Roadmap');
      const [run] = (
        await t.backend.db.query<{ status: string }>(
          `select d.status from cron.job_run_details d join cron.job j using (jobid)
           where j.jobname = 'teamboard-notification-emails' order by d.runid desc limit 1`,
        )
      ).rows;
      expect(run?.status).toBe('succeeded');
    });
  });
});
