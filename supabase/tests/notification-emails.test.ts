import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@teamboard/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture, type Role } from './support/fixture';

// Notification emails (PRODUCT.md §10.1): who is emailed, the 5-minute digest,
// email off means none, and each notification is emailed once. The sender's
// claim is called through supabase-js with the service-role key, as the edge
// function calls it; "5 minutes ago" is written as timestamps relative to now().

interface Digest {
  digest_id: string;
  email: string;
  display_name: string;
  notifications: { id: string; kind: string; card_id: string | null; payload: Record<string, unknown> }[];
}

const mention = (name: string, id: string) => `@[${name}](${id})`;

for (const variant of variants) {
  describe(`notification emails on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let service: SupabaseClient<Database>;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const who = (email: string) =>
      (Object.keys(f.emails) as Role[]).find((r) => f.emails[r] === email) ?? email;

    /** Email settings as the user saves them on /account (null kinds: the defaults). */
    const settings = async (role: Role, enabled: boolean, kinds?: string[]) => {
      const client = await clientFor(t.backend, f.users[role]);
      const { error } = await client
        .from('notification_settings')
        .upsert({ user_id: f.users[role], email_enabled: enabled, ...(kinds ? { email_kinds: kinds } : {}) });
      expect(error).toBeNull();
    };
    /** A notification as the triggers write it. */
    const notify = async (role: Role, kind: string, title = 'Ship it') =>
      (
        await q<{ id: string }>(
          `insert into public.notifications (user_id, workspace_id, board_id, card_id, actor_id, kind, payload)
           values ($1, $2, $3, $4, $5, $6, jsonb_build_object('card_title', $7::text)) returning id`,
          [f.users[role], f.workspaceId, f.boardId, f.cardId, f.users.owner, kind, title],
        )
      )[0]!.id;
    const claim = async () => {
      const { data, error } = await service.rpc('claim_notification_emails');
      expect(error).toBeNull();
      return (data as unknown as Digest[]).map((d) => ({
        to: who(d.email),
        kinds: d.notifications.map((n) => n.kind),
        titles: d.notifications.map((n) => n.payload.card_title),
        digest: d,
      }));
    };
    /** Moves every email sent so far `minutes` into the past. */
    const age = (minutes: number) =>
      q(
        `update private.notification_emails set sent_at = sent_at - make_interval(mins => $1) where sent_at is not null`,
        [minutes],
      );

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      service = createClient<Database>(t.backend.apiUrl, t.backend.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
    });
    afterAll(async () => t?.stop());
    beforeEach(async () => {
      await t.backend.db.exec(
        'delete from public.notifications; delete from private.notification_emails; delete from public.notification_settings;',
      );
    });

    it('is run every 10 seconds by Supabase Cron, through pg_net, as on hosted Supabase', async () => {
      expect(
        await q(`select schedule, command from cron.job where jobname = 'teamboard-notification-emails'`),
      ).toEqual([{ schedule: '10 seconds', command: 'select private.request_notification_emails()' }]);
    });

    it('emails only users who turned email on, and only the kinds they chose', async () => {
      await settings('member', true);
      await settings('admin', true, ['commented']);
      await settings('viewer', false);
      // owner: no settings at all (email is off by default)
      for (const role of ['member', 'admin', 'viewer', 'owner'] as const) {
        await notify(role, 'mentioned');
        await notify(role, 'commented');
      }
      const digests = await claim();
      expect(digests.map((d) => [d.to, d.kinds]).sort()).toEqual([
        ['admin', ['commented']],
        ['member', ['mentioned']],
      ]);
    });

    it('queues mail from the real triggers: a mention in a comment emails the mentioned member', async () => {
      await settings('member', true);
      const author = await clientFor(t.backend, f.users.admin);
      const { error } = await author.from('comments').insert({
        card_id: f.cardId,
        author_id: f.users.admin,
        body: `Look ${mention('Member', f.users.member)}`,
      });
      expect(error).toBeNull();
      const [digest, ...others] = await claim();
      expect(others).toEqual([]);
      expect(digest).toMatchObject({ to: 'member', kinds: ['mentioned'], titles: ['First card'] });
      expect(digest!.digest.notifications[0]!.card_id).toBe(f.cardId);
      expect(typeof digest!.digest.notifications[0]!.payload.workspace_slug).toBe('string');
    });

    it('sends several notifications in one digest, each once, and holds later ones for 5 minutes', async () => {
      await settings('member', true);
      await notify('member', 'mentioned', 'One');
      await notify('member', 'assigned', 'Two');
      expect((await claim()).map((d) => [d.to, d.titles])).toEqual([['member', ['One', 'Two']]]);
      // Claimed once: nothing is sent twice.
      expect(await claim()).toEqual([]);

      // Within 5 minutes of that email, new ones wait…
      await notify('member', 'mentioned', 'Three');
      await notify('member', 'due_soon', 'Four');
      await age(4);
      expect(await claim()).toEqual([]);
      // …and go out together once 5 minutes have passed.
      await age(2);
      expect((await claim()).map((d) => [d.to, d.titles])).toEqual([['member', ['Three', 'Four']]]);
      expect(await claim()).toEqual([]);
      const [{ count }] = (await q<{ count: string }>(
        `select count(distinct digest_id)::text as count from private.notification_emails`,
      )) as [{ count: string }];
      expect(count).toBe('2');
    });

    it('keeps each user on their own clock', async () => {
      await settings('member', true);
      await settings('admin', true);
      await notify('member', 'mentioned', 'For member');
      expect((await claim()).map((d) => d.to)).toEqual(['member']);
      await notify('member', 'mentioned', 'Held');
      await notify('admin', 'mentioned', 'For admin');
      expect((await claim()).map((d) => [d.to, d.titles])).toEqual([['admin', ['For admin']]]);
    });

    it('sends nothing queued before email was turned off or the kind unchosen, even when turned on again', async () => {
      await settings('member', true);
      await settings('admin', true);
      await notify('member', 'mentioned', 'Queued');
      await notify('admin', 'mentioned', 'Unchosen');
      await settings('member', false);
      await settings('admin', true, ['assigned']);
      expect(await claim()).toEqual([]);
      await settings('member', true);
      await settings('admin', true);
      expect(await claim()).toEqual([]);
      expect(await q('select 1 from private.notification_emails')).toEqual([]);
    });

    it('puts a digest that could not be sent back in the queue, once', async () => {
      await settings('member', true);
      await notify('member', 'mentioned', 'Retry me');
      const [first] = await claim();
      const { data: released, error } = await service.rpc('release_notification_emails', {
        digest_ids: [first!.digest.digest_id],
      });
      expect(error).toBeNull();
      expect(released).toBe(1);
      expect((await claim()).map((d) => d.titles)).toEqual([['Retry me']]);
      expect(await claim()).toEqual([]);
    });

    it('is the sender’s alone: users and anon can neither claim nor release', async () => {
      await settings('member', true);
      await notify('member', 'mentioned');
      for (const client of [await clientFor(t.backend, f.users.member), await clientFor(t.backend)]) {
        const claimed = await client.rpc('claim_notification_emails');
        expect(claimed.error?.code).toBe('42501');
        const released = await client.rpc('release_notification_emails', { digest_ids: [] });
        expect(released.error?.code).toBe('42501');
      }
      // Still queued for the real sender.
      expect((await claim()).map((d) => d.to)).toEqual(['member']);
      // Nobody can read the queue or the settings through the API.
      const member = await clientFor(t.backend, f.users.member);
      expect(
        (
          await member
            .schema('private' as 'public')
            .from('notification_emails')
            .select()
        ).error,
      ).not.toBeNull();
    });

    it('refuses bad input with a clear error and claims nothing', async () => {
      await settings('member', true);
      await notify('member', 'mentioned');
      for (const max of [0, -1, 1001, null]) {
        // Hostile input the types would refuse, sent anyway as a raw client could.
        const { error } = await service.rpc('claim_notification_emails', { max_digests: max as number });
        expect(error).toMatchObject({ code: 'P0001', hint: 'teamboard:validation', details: 'max_digests' });
      }
      const notNumber = await service.rpc('claim_notification_emails', {
        max_digests: '1; delete from auth.users' as unknown as number,
      });
      expect(notNumber.error?.code).toBe('22P02');
      const hostile = await service.rpc('release_notification_emails', { digest_ids: ["' or 1=1 --"] });
      expect(hostile.error?.code).toBe('22P02');
      const tooMany = await service.rpc('release_notification_emails', {
        digest_ids: Array.from({ length: 1001 }, () => crypto.randomUUID()),
      });
      expect(tooMany.error).toMatchObject({ hint: 'teamboard:validation', details: 'digest_ids' });
      expect((await claim()).map((d) => d.to)).toEqual(['member']);
    });

    it('asks the sender through pg_net only when a digest is due and project_url is in Vault', async () => {
      const requests = () => q<{ url: string }>('select url from net.http_request_queue');
      await settings('member', true);
      await notify('member', 'mentioned');
      // Without the project's URL, nothing is called.
      expect(await q(`select private.request_notification_emails() as id`)).toEqual([{ id: null }]);
      await t.backend.db
        .transaction(async (tx) => {
          await tx.query(`select vault.create_secret('http://127.0.0.1:9/', 'project_url')`);
          // Queued in this transaction, so the backend's sender cannot take it before we look.
          const [called] = (
            await tx.query<{ id: string | null }>(`select private.request_notification_emails()::text as id`)
          ).rows;
          expect(called!.id).toMatch(/^\d+$/);
          expect((await tx.query<{ url: string }>('select url from net.http_request_queue')).rows).toEqual([
            { url: 'http://127.0.0.1:9/functions/v1/send-notification-emails' },
          ]);
          // Nothing due (claimed within 5 minutes): nothing called.
          await tx.query(
            `update private.notification_emails set sent_at = now(), digest_id = gen_random_uuid()`,
          );
          await tx.query(`select public.claim_notification_emails()`);
          const [idle] = (
            await tx.query<{ id: string | null }>(`select private.request_notification_emails()::text as id`)
          ).rows;
          expect(idle!.id).toBeNull();
          throw new Error('roll back');
        })
        .catch((error: Error) => expect(error.message).toBe('roll back'));
      expect(await requests()).toEqual([]);
    });
  });
}
