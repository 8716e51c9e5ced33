import { figure, percentile, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { queryAsUser } from '../src/as-user';
import { startBackend } from '../src/backend';
import { BOARD_LOAD_SQL, boardLoadPath, createWorkspace, seedBoard, signUp } from '../src/world';

const CARDS = 200;
const SAMPLES = 5;
const REQUESTS_PER_SAMPLE = 40;
const SELECT_SQL = 'select id, title, position from public.cards where board_id = $1';

/**
 * What a private board's permission check costs every read (issue 30; target
 * ≤ 1.05× a workspace board): the board load (cards with labels and
 * assignees embedded) and an RLS-filtered select of the board's cards, as a
 * workspace member through /rest/v1, on a private board they are a board
 * member of beside a workspace board of the same size on the same backend;
 * and the private board's reads beside the same SQL sent straight to
 * Postgres as the same user. Samples alternate, so load on the machine falls
 * on both sides.
 */
const bench: Benchmark = {
  name: 'private boards',
  async run() {
    const backend = await startBackend();
    try {
      const owner = await signUp(backend, 'owner');
      const member = await signUp(backend, 'member');
      const workspaceId = await createWorkspace(backend, owner);
      await backend.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [workspaceId, member.id],
      );
      const open = await seedBoard(backend, workspaceId, { cards: CARDS, assignees: [member.id] });
      const closed = await seedBoard(backend, workspaceId, { cards: CARDS, assignees: [member.id] });
      await backend.db.query(`update public.boards set visibility = 'private' where id = $1`, [closed.boardId]);
      await backend.db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor')`,
        [closed.boardId, member.id],
      );
      await backend.db.query('analyze');

      const rest = async (path: string) => {
        const res = await fetch(`${backend.apiUrl}${path}`, {
          headers: { apikey: backend.anonKey, authorization: `Bearer ${member.token}` },
        });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
        const rows = (await res.json()) as unknown[];
        if (rows.length !== CARDS) throw new Error(`${path} answered ${rows.length} cards, not ${CARDS}`);
      };
      const sql = async (text: string, boardId: string) => {
        JSON.stringify(await queryAsUser(backend.db, member.id, text, [boardId]));
      };
      const selectPath = (boardId: string) => `/rest/v1/cards?select=id,title,position&board_id=eq.${boardId}`;

      const pairs = [
        [
          'board load',
          () => rest(boardLoadPath(closed.boardId)),
          'on a workspace board',
          () => rest(boardLoadPath(open.boardId)),
        ],
        [
          'RLS-filtered select of a board’s cards',
          () => rest(selectPath(closed.boardId)),
          'on a workspace board',
          () => rest(selectPath(open.boardId)),
        ],
        [
          'board load, private board',
          () => rest(boardLoadPath(closed.boardId)),
          'same SQL direct',
          () => sql(BOARD_LOAD_SQL, closed.boardId),
        ],
        [
          'RLS-filtered select, private board',
          () => rest(selectPath(closed.boardId)),
          'same SQL direct',
          () => sql(SELECT_SQL, closed.boardId),
        ],
      ] as const;
      const figures: Figure[] = [];
      for (const [label, measured, baselineName, baseline] of pairs) {
        const ours: number[] = [];
        const theirs: number[] = [];
        await drive(measured); // warm-up
        await drive(baseline);
        for (let i = 0; i < SAMPLES; i++) {
          ours.push(await drive(measured));
          theirs.push(await drive(baseline));
        }
        const name = label.includes('private') ? label : `${label} (${CARDS} cards), private board`;
        figures.push(figure(`${name}: p50 latency`, 'ms', ours, { name: baselineName, samples: theirs }));
      }
      return figures;
    } finally {
      await backend.stop();
    }
  },
};
export default bench;

/** p50 latency of `REQUESTS_PER_SAMPLE` calls, one at a time. */
async function drive(fn: () => Promise<void>): Promise<number> {
  const latencies: number[] = [];
  for (let i = 0; i < REQUESTS_PER_SAMPLE; i++) {
    const t = performance.now();
    await fn();
    latencies.push(performance.now() - t);
  }
  return percentile(latencies, 50);
}
