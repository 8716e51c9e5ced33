import { figure, type Benchmark } from '@teamboard/bench-kit';
import { startBackend } from '../src/backend';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const BOARDS = 10;
const RULES_PER_BOARD = 1000;
const OCCURRENCES = BOARDS * RULES_PER_BOARD;

/**
 * Recurring cards (issue 32): 10,000 copy rules whose occurrences all fall in
 * the same minute, created by the expander the cron job calls (the edge
 * function `expand-recurrences`: claim, plan with `rrule`, apply in batches),
 * timed until every copy exists; beside the same rows written by plain
 * INSERTs in one transaction (the copies with their labels and assignees, and
 * the occurrence records). Each source card has a label or two and an
 * assignee, as seedBoard makes them, so a copy is four kinds of row.
 */
const bench: Benchmark = {
  name: 'recurring cards',
  async run() {
    const backend = await startBackend();
    try {
      const db = backend.db;
      // The bench calls the expander itself; the job would start it mid-measurement.
      await db.query(`select cron.unschedule('teamboard-card-recurrences')`);
      const member = await signUp(backend, 'member');
      const workspaceId = await createWorkspace(backend, member);
      for (let b = 0; b < BOARDS; b++) {
        await seedBoard(backend, workspaceId, { cards: RULES_PER_BOARD, assignees: [member.id] });
      }
      const invoke = async () => {
        const res = await fetch(`${backend.apiUrl}/functions/v1/expand-recurrences`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', apikey: backend.anonKey },
          body: '{}',
        });
        if (!res.ok) throw new Error(`expand-recurrences: ${res.status} ${await res.text()}`);
        return (await res.json()) as { rules: number; created: number; failed: number };
      };
      await invoke(); // the function's first boot is not what is measured

      // One daily rule per card, its occurrence half a minute ago and not yet made.
      await db.query(
        `insert into public.card_recurrences
           (card_id, board_id, rrule, dtstart, time_zone, mode, expanded_until, next_at, created_by)
         select c.id, c.board_id, 'FREQ=DAILY', s.at, 'Europe/Berlin', 'copy', s.at - interval '1 second', s.at, $1
         from public.cards c, (select date_trunc('second', now()) - interval '30 seconds' as at) s
         where c.board_id in (select id from public.boards where workspace_id = $2)`,
        [member.id, workspaceId],
      );

      let created = 0;
      const started = performance.now();
      while (created < OCCURRENCES) {
        const run = await invoke();
        if (run.failed > 0 || run.created === 0) throw new Error(`expander: ${JSON.stringify(run)}`);
        created += run.created;
      }
      const scheduler = performance.now() - started;
      const [made] = (
        await db.query<{ n: number; distinct_keys: number; copies: number }>(
          `select count(*)::int as n, count(distinct (recurrence_id, occurrence_at))::int as distinct_keys,
                  count(distinct card_id)::int as copies
           from public.card_occurrences`,
        )
      ).rows;
      if (made?.n !== OCCURRENCES || made.distinct_keys !== OCCURRENCES || made.copies !== OCCURRENCES) {
        throw new Error(`expected ${OCCURRENCES} occurrences once each, got ${JSON.stringify(made)}`);
      }

      // The same rows by plain INSERTs in one transaction: the next day's copies.
      const plain = performance.now();
      await db.transaction(async (tx) => {
        await tx.query(
          `create temp table next_day on commit drop as
           select gen_random_uuid() as copy_id, r.id as recurrence_id, r.card_id as source_id,
                  r.dtstart + interval '1 day' as at
           from public.card_recurrences r`,
        );
        await tx.query(
          `insert into public.cards (id, board_id, list_id, title, description, due_at, created_by)
           select n.copy_id, s.board_id, s.list_id, s.title, s.description, n.at, $1
           from next_day n join public.cards s on s.id = n.source_id`,
          [member.id],
        );
        await tx.query(
          `insert into public.card_assignees (card_id, user_id)
           select n.copy_id, a.user_id from next_day n join public.card_assignees a on a.card_id = n.source_id`,
        );
        await tx.query(
          `insert into public.card_labels (card_id, label_id)
           select n.copy_id, l.label_id from next_day n join public.card_labels l on l.card_id = n.source_id`,
        );
        await tx.query(
          `insert into public.card_occurrences (recurrence_id, occurrence_at, card_id)
           select recurrence_id, at, copy_id from next_day`,
        );
      });
      const inserts = performance.now() - plain;

      return [
        figure(
          `${OCCURRENCES.toLocaleString('en')} occurrences due in one minute, created by the expander`,
          'ms',
          [scheduler],
          { name: 'same INSERTs in one transaction', samples: [inserts] },
        ),
      ];
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
