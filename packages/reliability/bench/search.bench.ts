import { queryAsUser } from '../src/as-user';
import { startBackend } from '../src/backend';
import { figure, percentile, type Benchmark } from '@teamboard/bench-kit';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const BOARDS = 4;
const CARDS_PER_BOARD = 5_000;
const SAMPLES = 3;
const SEARCHES_PER_SAMPLE = 100;

/** A made-up vocabulary: 1,200 words of two or three syllables. */
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tu',
  'sa',
  'vel',
  'dor',
  'pi',
  'qua',
  'nix',
  'bo',
  'ter',
  'gal',
  'fen',
];
const VOCABULARY = Array.from({ length: 1_200 }, (_, i) => {
  const a = SYLLABLES[i % 15]!;
  const b = SYLLABLES[Math.floor(i / 15) % 15]!;
  const c = i >= 225 ? SYLLABLES[Math.floor(i / 225) % 15]! : '';
  return `${a}${b}${c}`;
});

/** A deterministic pseudo-random source, so every run searches the same text. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` words, common words far more often than rare ones (as in real text). */
function words(next: () => number, count: number): string {
  return Array.from({ length: count }, () => VOCABULARY[Math.floor(VOCABULARY.length * next() ** 2)]!).join(
    ' ',
  );
}

/** What people type: a whole word, two words, or the start of one (prefix match). */
function queries(next: () => number): string[] {
  return Array.from({ length: 30 }, (_, i) => {
    const word = VOCABULARY[Math.floor(VOCABULARY.length * next())]!;
    if (i % 3 === 0) return word;
    if (i % 3 === 1) return `${word} ${VOCABULARY[Math.floor(VOCABULARY.length * next() ** 2)]!}`;
    return word.slice(0, 3);
  });
}

const SEARCH_SQL = 'select * from public.search_workspace($1, $2, 20)';

/**
 * search_workspace on a workspace of 20,000 cards (four boards of 5,000), each
 * with a title, a description and a comment, through /rest/v1/rpc as a member,
 * beside the same SQL sent straight to Postgres as the same user. Target: p95
 * under 100 ms on PGlite.
 */
const bench: Benchmark = {
  name: 'search_workspace (20,000 cards)',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const workspaceId = await createWorkspace(backend, member);
      const next = random(42);
      for (let b = 0; b < BOARDS; b++) {
        const board = await seedBoard(backend, workspaceId, {
          cards: CARDS_PER_BOARD,
          assignees: [member.id],
        });
        const titles = board.cardIds.map(() => words(next, 4));
        const descriptions = board.cardIds.map(() => words(next, 25));
        const comments = board.cardIds.map(() => words(next, 15));
        // Written as the owner with triggers off like seedBoard; the search documents are built below.
        await backend.db.transaction(async (tx) => {
          await tx.query(`set local session_replication_role = replica`);
          await tx.query(
            `update public.cards c set title = t.title, description = t.description
             from unnest($1::uuid[], $2::text[], $3::text[]) as t(id, title, description) where c.id = t.id`,
            [board.cardIds, titles, descriptions],
          );
          await tx.query(
            `insert into public.comments (card_id, author_id, body)
             select t.id, $3, t.body from unnest($1::uuid[], $2::text[]) as t(id, body)`,
            [board.cardIds, comments, member.id],
          );
        });
      }
      // The documents exactly as the triggers maintain them.
      await backend.db.query(
        `select private.refresh_card_search(c.id) from public.cards c
         join public.boards b on b.id = c.board_id where b.workspace_id = $1`,
        [workspaceId],
      );
      await backend.db.query('analyze');

      const asked = queries(random(7));
      const headers = {
        apikey: backend.anonKey,
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
      };
      let turn = 0;
      let found = 0;
      let resets = 0;
      const viaRest = async () => {
        const query = asked[turn++ % asked.length]!;
        const request = () =>
          fetch(`${backend.apiUrl}/rest/v1/rpc/search_workspace`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ workspace_id: workspaceId, query, max_rows: 20 }),
          });
        // As in the board-load bench: PGlite blocks this process's event loop, so a pooled
        // keep-alive socket can be closed just as it is reused; retried once, and counted.
        const res = await request().catch(() => {
          resets++;
          return request();
        });
        if (res.status !== 200) throw new Error(`REST answered ${res.status}: ${await res.text()}`);
        found += ((await res.json()) as unknown[]).length;
      };
      const direct = async () => {
        const query = asked[turn++ % asked.length]!;
        const rows = await queryAsUser(backend.db, member.id, SEARCH_SQL, [workspaceId, query]);
        JSON.stringify(rows);
      };
      // Wall-clock latency, and the CPU time this process spent on the search (PGlite, the REST
      // service and the client all run here). On a busy shared machine the wall clock mostly
      // measures waiting for a core; the CPU time is what the search itself costs.
      const time = async (fn: () => Promise<void>) => {
        const latencies: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < SEARCHES_PER_SAMPLE; i++) {
          const started = performance.now();
          const usage = process.cpuUsage();
          await fn();
          const used = process.cpuUsage(usage);
          cpu.push((used.user + used.system) / 1000);
          latencies.push(performance.now() - started);
        }
        return { latencies, cpu };
      };
      await time(viaRest);
      await time(direct);
      const samples = () => ({
        p50: [] as number[],
        p95: [] as number[],
        cpu50: [] as number[],
        cpu95: [] as number[],
      });
      const rest = samples();
      const sql = samples();
      found = 0;
      for (let i = 0; i < SAMPLES; i++) {
        for (const [into, fn] of [
          [rest, viaRest],
          [sql, direct],
        ] as const) {
          const { latencies, cpu } = await time(fn);
          into.p50.push(percentile(latencies, 50));
          into.p95.push(percentile(latencies, 95));
          into.cpu50.push(percentile(cpu, 50));
          into.cpu95.push(percentile(cpu, 95));
        }
      }
      if (found === 0)
        throw new Error('the searches found nothing: the seeded text does not match the queries');
      const label = 'search_workspace, 20,000 cards';
      return [
        figure(`${label}: p50 latency`, 'ms', rest.p50, { name: 'same SQL direct', samples: sql.p50 }),
        figure(`${label}: p95 latency`, 'ms', rest.p95, { name: 'same SQL direct', samples: sql.p95 }),
        figure(`${label}: p50 CPU time`, 'ms', rest.cpu50, { name: 'same SQL direct', samples: sql.cpu50 }),
        figure(`${label}: p95 CPU time`, 'ms', rest.cpu95, { name: 'same SQL direct', samples: sql.cpu95 }),
        {
          name: `${label}: rows per search`,
          value: found / (SAMPLES * SEARCHES_PER_SAMPLE),
          unit: 'rows',
        },
        { name: `${label}: connections reset and retried`, value: resets, unit: 'count' },
      ];
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
