import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

// Webhooks (issue 34) against a real receiver on 127.0.0.1: pg_net (the local
// backend's emulation) sends, the cron job retries, and the receiver checks
// every signature with the `standardwebhooks` library.
type Who = 'owner' | 'admin' | 'member' | 'outsider';

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  response_code: number | null;
  error: string | null;
  next_attempt_at: string | null;
  last_attempt_at: string | null;
  event_type: string;
}

for (const variant of variants) {
  describe(`webhooks on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let db: LocalSupabase['db'];
    let f: Fixture;
    let receiver: WebhookReceiver;
    const clients = new Map<Who, SupabaseClient>();
    const client = (who: Who) => clients.get(who)!;

    const create = async (who: Who, args: Record<string, unknown>) => {
      const { data, error } = (await client(who).rpc('create_webhook', args)) as {
        data: { id: string; secret: string; enabled: boolean } | null;
        error: unknown;
      };
      return { data, error };
    };
    const deliveries = async (webhookId: string) =>
      (
        await db.query<Delivery>(
          `select id, status, attempts, response_code, error, next_attempt_at::text, last_attempt_at::text, event_type
           from public.webhook_deliveries where webhook_id = $1 order by seq`,
          [webhookId],
        )
      ).rows;
    const delivery = async (id: string) =>
      (
        await db.query<Delivery>(
          `select id, status, attempts, response_code, error, next_attempt_at::text, last_attempt_at::text, event_type
           from public.webhook_deliveries where id = $1`,
          [id],
        )
      ).rows[0]!;
    const moveCard = async (who: Who, listId: string, cardId = f.cardId) => {
      const { error } = await client(who).from('cards').update({ list_id: listId }).eq('id', cardId);
      expect(error).toBeNull();
    };

    beforeAll(async () => {
      t = await startBackend(variant, { projectUrl: true });
      db = t.backend.db;
      f = await createFixture(db);
      receiver = await startWebhookReceiver();
      for (const who of ['owner', 'admin', 'member', 'outsider'] as const)
        clients.set(who, await clientFor(t.backend, f.users[who]));
    });
    afterAll(async () => {
      await receiver?.close();
      await t?.stop();
    });

    it('signs a card change per Standard Webhooks and records the delivery', async () => {
      const { data: hook, error } = await create('admin', {
        url: `${receiver.url}/board`,
        target_board_id: f.boardId,
        event_types: ['card.moved'],
      });
      expect(error).toBeNull();
      expect(hook!.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      // Listed without its secret.
      const listed = await client('admin').from('webhooks').select('*').eq('id', hook!.id).single();
      expect(listed.data).not.toHaveProperty('secret');
      expect(listed.data).toMatchObject({ board_id: f.boardId, workspace_id: f.workspaceId, enabled: true });

      await moveCard('member', f.listIds[1]);
      const got = await receiver.nth('/board', 1);
      const verified = new Webhook(hook!.secret).verify(got.body, got.headers);
      const { rows: events } = await db.query<{ event: unknown }>(
        `select to_jsonb(e) as event from public.events e where card_id = $1 and type = 'card.moved'`,
        [f.cardId],
      );
      expect(verified).toEqual(events[0]!.event);
      expect(() =>
        new Webhook(`whsec_${Buffer.alloc(32).toString('base64')}`).verify(got.body, got.headers),
      ).toThrow();
      expect(got.headers['content-type']).toBe('application/json');

      const [sent] = await deliveries(hook!.id);
      expect(got.headers['webhook-id']).toBe(sent!.id);
      await vi.waitFor(async () => expect((await delivery(sent!.id)).status).toBe('delivered'), {
        timeout: 10_000,
      });
      expect(await delivery(sent!.id)).toMatchObject({ attempts: 1, response_code: 200, error: null });
      // Only the types asked for: a rename is not delivered.
      await client('member').from('cards').update({ title: 'Renamed' }).eq('id', f.cardId);
      expect((await deliveries(hook!.id)).map((d) => d.event_type)).toEqual(['card.moved']);
    });

    it('retries a failing endpoint with backoff under the same id, then gives up and turns it off', async () => {
      receiver.statusFor.set('/failing', 500);
      const { data: hook } = await create('owner', {
        url: `${receiver.url}/failing`,
        target_workspace_id: f.workspaceId,
      });
      await moveCard('member', f.listIds[0]);
      const first = await receiver.nth('/failing', 1);
      const [d] = await deliveries(hook!.id);
      await vi.waitFor(async () => expect((await delivery(d!.id)).status).toBe('pending'), {
        timeout: 10_000,
      });
      const afterOne = await delivery(d!.id);
      expect(afterOne).toMatchObject({
        attempts: 1,
        response_code: 500,
        error: 'The endpoint answered 500.',
      });
      const wait = Date.parse(afterOne.next_attempt_at!) - Date.parse(afterOne.last_attempt_at!);
      expect(wait).toBeGreaterThanOrEqual(4_000);
      expect(wait).toBeLessThanOrEqual(7_000);

      // The retry is due now rather than in 5 s: the same id, a fresh signature.
      await db.query(`update public.webhook_deliveries set next_attempt_at = now() where id = $1`, [d!.id]);
      const second = await receiver.nth('/failing', 2);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(new Webhook(hook!.secret).verify(second.body, second.headers)).toEqual(JSON.parse(first.body));
      await vi.waitFor(async () => expect((await delivery(d!.id)).attempts).toBe(2), { timeout: 10_000 });
      await vi.waitFor(async () => expect((await delivery(d!.id)).status).toBe('pending'), {
        timeout: 10_000,
      });
      const afterTwo = await delivery(d!.id);
      expect(
        Date.parse(afterTwo.next_attempt_at!) - Date.parse(afterTwo.last_attempt_at!),
      ).toBeGreaterThanOrEqual(19_000);

      // A day of failures: the endpoint is turned off, its deliveries stop, its admins hear of it.
      await db.query(`update public.webhooks set failing_since = now() - interval '25 hours' where id = $1`, [
        hook!.id,
      ]);
      await vi.waitFor(
        async () =>
          expect(
            (
              await db.query<{ enabled: boolean }>(`select enabled from public.webhooks where id = $1`, [
                hook!.id,
              ])
            ).rows[0]!.enabled,
          ).toBe(false),
        { timeout: 10_000 },
      );
      expect(await delivery(d!.id)).toMatchObject({ status: 'failed' });
      const { rows: told } = await db.query<{ user_id: string }>(
        `select user_id from public.notifications where kind = 'webhook_disabled' and payload->>'webhook_id' = $1`,
        [hook!.id],
      );
      expect(told.map((r) => r.user_id).sort()).toEqual([f.users.owner, f.users.admin].sort());

      // Turned back on and redelivered: the same id again, and it goes through.
      receiver.statusFor.set('/failing', 204);
      expect(
        (await client('owner').from('webhooks').update({ enabled: true }).eq('id', hook!.id).select('id'))
          .data,
      ).toHaveLength(1);
      const { data: again, error } = (await client('owner').rpc('redeliver_webhook', {
        delivery_id: d!.id,
      })) as {
        data: unknown;
        error: unknown;
      };
      expect(error).toBeNull();
      expect(again).toMatchObject({ id: d!.id, status: 'sending' });
      expect((await receiver.nth('/failing', 3)).headers['webhook-id']).toBe(d!.id);
      await vi.waitFor(async () => expect((await delivery(d!.id)).status).toBe('delivered'), {
        timeout: 10_000,
      });
      expect(await delivery(d!.id)).toMatchObject({ response_code: 204 });
    });

    it('sends the changes of one card in order, a later one waiting for the earlier', async () => {
      const { data: hook } = await create('admin', {
        url: `${receiver.url}/ordered`,
        target_board_id: f.boardId,
        event_types: ['card.moved'],
      });
      const release = receiver.hold('/ordered');
      await moveCard('member', f.listIds[1]);
      await receiver.nth('/ordered', 1);
      await moveCard('member', f.listIds[0]);
      // The first is unanswered, so the second waits.
      expect((await deliveries(hook!.id)).map((d) => d.status)).toEqual(['sending', 'pending']);
      release();
      const second = await receiver.nth('/ordered', 2);
      expect(JSON.parse(second.body)).toMatchObject({ data: { to_list_id: f.listIds[0] } });
      await vi.waitFor(
        async () =>
          expect((await deliveries(hook!.id)).map((d) => d.status)).toEqual(['delivered', 'delivered']),
        { timeout: 10_000 },
      );
    });

    it('sends again at once, under the same id, an attempt a restart of the database cut off', async () => {
      const { data: hook } = await create('admin', {
        url: `${receiver.url}/restarted`,
        target_board_id: f.boardId,
        event_types: ['card.moved'],
      });
      const release = receiver.hold('/restarted');
      await moveCard('member', f.listIds[1]);
      const first = await receiver.nth('/restarted', 1);
      const [d] = await deliveries(hook!.id);
      expect(d).toMatchObject({ status: 'sending', attempts: 1 });
      // What a stop of the database leaves: the attempt began before the start, and its request
      // (off the queue, being sent) went with the process, so no answer will ever come for it.
      await db.query(
        `update public.webhook_deliveries
         set last_attempt_at = pg_postmaster_start_time() - interval '1 second', request_id = -1 where id = $1`,
        [d!.id],
      );
      release();
      // The next attempt is held too, to read the delivery while it is under way.
      const releaseAgain = receiver.hold('/restarted');
      const second = await receiver.nth('/restarted', 2);
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(new Webhook(hook!.secret).verify(second.body, second.headers)).toEqual(JSON.parse(first.body));
      // Sent again as cut off, not as unanswered (that waits two minutes, then its backoff), and
      // not held against the endpoint, which did nothing wrong.
      expect(await delivery(d!.id)).toMatchObject({
        status: 'sending',
        attempts: 2,
        error: 'Cut off by a restart of the database.',
      });
      const failing = async () =>
        (
          await db.query<{ failing_since: string | null }>(
            `select failing_since from public.webhooks where id = $1`,
            [hook!.id],
          )
        ).rows[0]!.failing_since;
      expect(await failing()).toBeNull();
      releaseAgain();
      await vi.waitFor(async () => expect((await delivery(d!.id)).status).toBe('delivered'), {
        timeout: 10_000,
      });
      expect(await delivery(d!.id)).toMatchObject({ attempts: 2, response_code: 200, error: null });
    });

    it('lets only admins see and manage webhooks and their deliveries', async () => {
      const refused = await create('member', {
        url: 'https://hooks.example.com/x',
        target_board_id: f.boardId,
      });
      expect(refused.error).toMatchObject({ code: '42501', hint: 'teamboard:forbidden' });
      const unseen = await create('outsider', {
        url: 'https://hooks.example.com/x',
        target_board_id: f.boardId,
      });
      expect(unseen.error).toMatchObject({ hint: 'teamboard:not-found' });
      const { data: hook } = await create('admin', {
        url: 'https://hooks.example.com/x',
        target_board_id: f.boardId,
      });
      for (const who of ['member', 'outsider'] as const) {
        expect((await client(who).from('webhooks').select('id')).data).toEqual([]);
        expect((await client(who).from('webhook_deliveries').select('id')).data).toEqual([]);
        expect(
          (
            await client(who)
              .from('webhooks')
              .update({ url: 'https://evil.example.com' })
              .eq('id', hook!.id)
              .select()
          ).data ?? [],
        ).toEqual([]);
        expect((await client(who).from('webhooks').delete().eq('id', hook!.id).select()).data ?? []).toEqual(
          [],
        );
      }
      const { data: some } = (await client('admin').from('webhook_deliveries').select('id').limit(1)) as {
        data: { id: string }[] | null;
      };
      expect(some).toHaveLength(1);
      const redeliver = await client('member').rpc('redeliver_webhook', { delivery_id: some![0]!.id });
      expect(redeliver.error).toMatchObject({ hint: 'teamboard:not-found' });
      // Nobody writes the system columns.
      const sneaky = await client('admin')
        .from('webhooks')
        .update({ created_by: f.users.member })
        .eq('id', hook!.id);
      expect(sneaky.error).not.toBeNull();
      expect(
        (await client('admin').from('webhooks').delete().eq('id', hook!.id).select('id')).data,
      ).toHaveLength(1);
      const { rows } = await db.query(`select 1 from vault.secrets where name = $1`, [`webhook:${hook!.id}`]);
      expect(rows).toEqual([]);
    });

    it('delivers a private board’s events only to webhooks of people who see it', async () => {
      const board = (
        await db.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility, created_by) values ($1, 'Secret', 'private', $2) returning id`,
          [f.workspaceId, f.users.owner],
        )
      ).rows[0]!.id;
      const list = (
        await db.query<{ id: string }>(
          `insert into public.lists (board_id, name) values ($1, 'L') returning id`,
          [board],
        )
      ).rows[0]!.id;
      const { data: admins } = await create('admin', {
        url: 'https://hooks.example.com/a',
        target_workspace_id: f.workspaceId,
      });
      const { data: owners } = await create('owner', {
        url: 'https://hooks.example.com/o',
        target_workspace_id: f.workspaceId,
      });
      await db.query(`insert into public.cards (board_id, list_id, title) values ($1, $2, 'Hush')`, [
        board,
        list,
      ]);
      const created = async (webhookId: string) =>
        (await deliveries(webhookId)).filter((d) => d.event_type === 'card.created');
      expect(await created(admins!.id)).toEqual([]);
      expect(await created(owners!.id)).toHaveLength(1);
      // The admin manages the owner's webhook but reads none of the private board's deliveries…
      const read = await client('admin').from('webhook_deliveries').select('id').eq('webhook_id', owners!.id);
      expect(read.data).toEqual([]);
      // …and pointing it at their own URL makes it hear only what they see.
      await client('admin')
        .from('webhooks')
        .update({ url: 'https://hooks.example.com/mine' })
        .eq('id', owners!.id);
      await db.query(`insert into public.cards (board_id, list_id, title) values ($1, $2, 'Hush 2')`, [
        board,
        list,
      ]);
      expect(await created(owners!.id)).toHaveLength(1);
      await client('admin').from('webhooks').delete().eq('id', admins!.id);
      await client('owner').from('webhooks').delete().eq('id', owners!.id);
    });

    it('refuses hostile URLs, and local ones when the backend is not local', async () => {
      const refusals = [
        'ftp://hooks.example.com/x',
        'javascript:alert(1)',
        'https://user:secret@hooks.example.com/x',
        'http://hooks.example.com/x',
        'https://10.0.0.7/x',
        'https://169.254.169.254/latest/meta-data',
        'https://[::1]/x',
        `https://hooks.example.com/${'a'.repeat(2000)}`,
        'https://hooks.example.com/a b',
        'https://',
      ];
      for (const url of refusals) {
        const { error } = await create('admin', { url, target_board_id: f.boardId });
        expect(error, url).toMatchObject({ hint: 'teamboard:validation', details: 'url' });
      }
      const { data: hook } = await create('admin', {
        url: 'https://hooks.example.com/x',
        target_board_id: f.boardId,
      });
      const update = await client('admin').from('webhooks').update({ url: 'gopher://x' }).eq('id', hook!.id);
      expect(update.error).toMatchObject({ hint: 'teamboard:validation' });
      // A hosted project (its own URL public) takes no local URLs.
      const problem = async (url: string) =>
        (
          await db.query<{ problem: string | null }>(`select private.webhook_url_problem($1) as problem`, [
            url,
          ])
        ).rows[0]!.problem;
      const { rows: own } = await db.query<{ secret: string }>(
        `select secret from vault.secrets where name = 'project_url'`,
      );
      await db.query(
        `update vault.secrets set secret = 'https://abc.supabase.co' where name = 'project_url'`,
      );
      try {
        expect(await problem(`${receiver.url}/x`)).toBe('The URL must point at a public host.');
      } finally {
        await db.query(`update vault.secrets set secret = $1 where name = 'project_url'`, [own[0]!.secret]);
      }
      expect(await problem(receiver.url)).toBeNull();
    });
  });
}
