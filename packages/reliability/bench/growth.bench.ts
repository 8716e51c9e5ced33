import { startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { figure, median, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { growthExponent } from '../src/stats';
import { BOARD_LOAD_SQL, boardLoadPath, createWorkspace, seedBoard, signUp } from '../src/world';

const SIZES = [100, 1000, 5000];
const SAMPLES = 3;
/** The API answers at most this many rows (config.toml max_rows), so big boards load in pages. */
const PAGE = 1000;

/**
 * How the board load's cost grows with the board: 100, 1,000 and 5,000 cards,
 * all loaded (in pages of 1,000 through REST, as the app must), beside the
 * same SQL direct; and the fitted exponent k of time ≈ c·cards^k.
 */
const bench: Benchmark = {
  name: 'board load growth',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const ws = await createWorkspace(backend, member);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${member.token}` };
      const figures: Figure[] = [];
      const points: { n: number; t: number }[] = [];
      const sqlPoints: { n: number; t: number }[] = [];
      for (const n of SIZES) {
        const board = await seedBoard(backend, ws, { cards: n, assignees: [member.id] });
        // Pages follow each other by id, as the SDK's listCards does: an offset makes the database skip ever more rows.
        const path = boardLoadPath(board.boardId).replace('&order=position', '&order=id');
        const viaRest = async () => {
          let got = 0;
          for (let after: string | undefined; ;) {
            const cursor = after === undefined ? '' : `&id=gt.${after}`;
            const res = await fetch(`${backend.apiUrl}${path}${cursor}&limit=${PAGE}`, { headers });
            if (res.status !== 200) throw new Error(`REST answered ${res.status}`);
            const page = (await res.json()) as { id: string }[];
            got += page.length;
            if (page.length < PAGE) break;
            after = page.at(-1)?.id;
          }
          if (got !== n) throw new Error(`loaded ${got} of ${n} cards`);
        };
        const direct = () => queryAsUser(backend.db, member.id, BOARD_LOAD_SQL, [board.boardId]);
        await viaRest();
        await direct();
        const rest: number[] = [];
        const sql: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          let t = performance.now();
          await viaRest();
          rest.push(performance.now() - t);
          t = performance.now();
          await direct();
          sql.push(performance.now() - t);
        }
        figures.push(figure(`board load, ${n} cards`, 'ms', rest, { name: 'same SQL direct', samples: sql }));
        points.push({ n, t: median(rest) });
        sqlPoints.push({ n, t: median(sql) });
      }
      const k = growthExponent(points);
      figures.push({
        name: 'board load growth exponent k (time ∝ cards^k)',
        value: k,
        unit: '',
        reference: { name: 'same SQL direct', value: growthExponent(sqlPoints) },
        ratio: k / growthExponent(sqlPoints),
      });
      return figures;
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
