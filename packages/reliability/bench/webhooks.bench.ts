import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  createAutomationRule,
  createTeamboardClient,
  createWebhook,
  moveCard,
  updateWebhook,
} from '@teamboard/sdk';
import { figure, percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { clientWith, startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { waitUntil } from '../src/subscriber';
import { startWebhookReceiver } from '../src/webhook-receiver';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const LATENCY_SAMPLES = 40;
const BACKLOG = 1000;
const RULE_SAMPLES = 30;
const MOVE_ROUNDS = 8;
const MOVES_PER_ROUND = 25;

/**
 * Webhooks and automation (issue 34), on one backend:
 *
 * - commit → webhook delivered: a member moves a card through the SDK and a
 *   receiver on 127.0.0.1 (verifying each signature with the SDK's
 *   `verifyWebhook`) gets the `card.moved` delivery; timed from the move's
 *   request, so the figure is an upper bound of commit → delivered. A
 *   different card each time: deliveries of one card go in order, so a
 *   card's next one waits for the previous answer to be recorded.
 * - deliveries/s: 1,000 cards moved in one transaction, timed from its commit
 *   until the receiver has all 1,000 deliveries.
 * - commit → automation action seen: a rule "when a card is moved to Done,
 *   mark it complete" acts in the move's transaction; a supabase-js realtime
 *   subscriber on the board's cards waits for the card completed, timed from
 *   the move's request; beside the same move into a list without a rule,
 *   waited for until the subscriber sees the card in it.
 * - what writing events costs a card move: `move_card` as the member, straight
 *   to the database, beside the same moves with `private.record_activity`
 *   (the one writer of activity rows, i.e. events, and of what reads them:
 *   webhooks' queue, rules) replaced by one that writes nothing.
 */
const bench: Benchmark = {
  name: 'webhooks and automation',
  async run() {
    const backend = await startBackend();
    const receiver = await startWebhookReceiver();
    try {
      const member = await signUp(backend, 'member');
      const workspaceId = await createWorkspace(backend, member);
      const board = await seedBoard(backend, workspaceId, {
        cards: LATENCY_SAMPLES + 1 + BACKLOG + 2 * RULE_SAMPLES,
        lists: 4,
        assignees: [member.id],
      });
      const sdk = createTeamboardClient({
        url: backend.apiUrl,
        key: backend.anonKey,
        options: {
          auth: { persistSession: false, autoRefreshToken: false },
          accessToken: () => Promise.resolve(member.token),
        },
      });
      const [todo, doing, done, later] = board.listIds as [string, string, string, string];
      // Every card starts in To do, so each move below is a move (seedBoard spreads them over the lists).
      await backend.db.transaction(async (tx) => {
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(`update public.cards set list_id = $1 where board_id = $2`, [todo, board.boardId]);
      });
      const webhook = await createWebhook(sdk, {
        boardId: board.boardId,
        url: receiver.url,
        eventTypes: ['card.moved'],
      });
      receiver.secret = webhook.secret;
      const arrived = new Map<string, number>();
      receiver.onHook = (hook) => {
        if (hook.event.card_id) arrived.set(hook.event.card_id, hook.at);
      };
      const cards = [...board.cardIds];
      const take = (n: number) => cards.splice(0, n);

      // Commit → delivered, one card at a time (the first is the net worker's first request, not timed).
      const delivered: number[] = [];
      for (const [i, cardId] of take(LATENCY_SAMPLES + 1).entries()) {
        const started = performance.now();
        await moveCard(sdk, { cardId, listId: doing });
        await waitUntil(() => arrived.has(cardId), 30_000, `the delivery of card ${i}`);
        if (i > 0) delivered.push(arrived.get(cardId)! - started);
      }

      // Deliveries/s: a backlog of 1,000 events committed at once.
      const backlog = take(BACKLOG);
      await queryAsUser(backend.db, member.id, `update public.cards set list_id = $2 where id = any ($1)`, [
        backlog,
        doing,
      ]);
      const committed = performance.now();
      await waitUntil(() => backlog.every((id) => arrived.has(id)), 300_000, 'the backlog to be delivered');
      const drained = Math.max(...backlog.map((id) => arrived.get(id)!)) - committed;
      if (receiver.refused > 0) throw new Error(`${receiver.refused} deliveries failed verification`);
      // Not counted in what follows.
      await updateWebhook(sdk, { webhookId: webhook.id, enabled: false });

      // Commit → automation action seen by a realtime subscriber.
      await createAutomationRule(sdk, {
        boardId: board.boardId,
        name: 'Done means complete',
        trigger: { type: 'card_moved', list_id: done },
        actions: [{ type: 'complete' }],
      });
      const watcher = clientWith(backend, member.token);
      await watcher.realtime.setAuth(member.token);
      const seen = new Map<string, number>();
      let channel: RealtimeChannel | undefined;
      await new Promise<void>((resolve, reject) => {
        channel = watcher
          .channel(`bench-rules:${board.boardId}`)
          .on(
            'postgres_changes',
            { event: 'UPDATE', schema: 'public', table: 'cards', filter: `board_id=eq.${board.boardId}` },
            (payload) => {
              const row = payload.new as { id: string; list_id: string; completed_at: string | null };
              // Completed by the rule, or (the reference) arrived in the list without one.
              if (row.completed_at !== null || row.list_id === later) seen.set(row.id, performance.now());
            },
          )
          .subscribe((state, err) => {
            const status = String(state);
            if (status === 'SUBSCRIBED') resolve();
            else if (status !== 'CLOSED') reject(new Error(`subscribe: ${status} ${err?.message ?? ''}`));
          });
      });
      const ruled: number[] = [];
      const plain: number[] = [];
      const timeMove = async (cardId: string, listId: string) => {
        const started = performance.now();
        await moveCard(sdk, { cardId, listId });
        await waitUntil(() => seen.has(cardId), 30_000, `the subscriber to see card ${cardId}`);
        return seen.get(cardId)! - started;
      };
      const pairs = take(2 * RULE_SAMPLES);
      for (let i = 0; i < RULE_SAMPLES; i++) {
        ruled.push(await timeMove(pairs[2 * i]!, done));
        plain.push(await timeMove(pairs[2 * i + 1]!, later));
      }
      if (channel) await watcher.removeChannel(channel);
      const { rows: completed } = await backend.db.query<{ n: number }>(
        `select count(*)::int as n from public.cards where id = any ($1) and completed_at is not null`,
        [pairs.filter((_, i) => i % 2 === 0)],
      );
      if (completed[0]?.n !== RULE_SAMPLES) throw new Error(`the rule completed ${completed[0]?.n} cards`);

      // What writing events costs a move: on another board, no webhook, no rule.
      const quiet = await seedBoard(backend, workspaceId, { cards: 20, lists: 2, assignees: [member.id] });
      const mover = quiet.cardIds[0]!;
      let flip = 0;
      const moves = async () => {
        const started = performance.now();
        for (let i = 0; i < MOVES_PER_ROUND; i++) {
          await queryAsUser(backend.db, member.id, 'select public.move_card($1, $2)', [
            mover,
            quiet.listIds[flip++ % 2],
          ]);
        }
        return (performance.now() - started) / MOVES_PER_ROUND;
      };
      const { rows: definition } = await backend.db.query<{ sql: string }>(
        `select pg_get_functiondef('private.record_activity(uuid, uuid, uuid, text, jsonb)'::regprocedure) as sql`,
      );
      const writesNothing = `create or replace function private.record_activity(
          target_workspace_id uuid, target_board_id uuid, target_card_id uuid, activity_kind text, details jsonb
        ) returns void language sql security definer set search_path = '' as $$ select $$`;
      const countEvents = async () =>
        (
          await backend.db.query<{ n: number }>(
            `select count(*)::int as n from public.activity where card_id = $1`,
            [mover],
          )
        ).rows[0]!.n;
      await moves(); // warm-up
      const withEvents: number[] = [];
      const withoutEvents: number[] = [];
      for (let round = 0; round < MOVE_ROUNDS; round++) {
        withEvents.push(await moves());
        await backend.db.exec(writesNothing);
        const before = await countEvents();
        withoutEvents.push(await moves());
        await backend.db.exec(definition[0]!.sql);
        if ((await countEvents()) !== before) throw new Error('moves wrote events with the writer off');
      }

      const p = (samples: number[], n: number) => ({
        ...figure('', 'ms', samples),
        value: percentile(samples, n),
      });
      const row = (name: string, unit: string, base: Figure): Figure => ({ ...base, name, unit });
      return [
        row('commit → webhook delivered to a local receiver: p50', 'ms', p(delivered, 50)),
        row(
          'commit → webhook delivered to a local receiver: p90 (target < 1,000 ms)',
          'ms',
          p(delivered, 90),
        ),
        figure(
          `webhook deliveries/s, ${BACKLOG.toLocaleString('en')} events committed at once`,
          'deliveries/s',
          [(BACKLOG / drained) * 1000],
        ),
        row('commit → automation action seen by a realtime subscriber: p90 (target < 500 ms)', 'ms', {
          ...p(ruled, 90),
          reference: { name: 'same move without a rule, p90', value: percentile(plain, 90) },
          ratio: percentile(ruled, 90) / percentile(plain, 90),
        }),
        figure('card move (move_card) writing its event (target ≤ 1.15×)', 'ms', withEvents, {
          name: 'same move writing no events',
          samples: withoutEvents,
        }),
      ];
    } finally {
      await receiver.close();
      await backend.stop();
    }
  },
};

export default bench;
