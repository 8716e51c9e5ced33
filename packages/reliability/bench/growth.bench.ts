import { createTeamboardClient, loadBoard } from '@teamboard/sdk';
import { startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { figure, median, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { growthExponent } from '../src/stats';
import { BOARD_LOAD_SQL, boardLoadPath, createWorkspace, seedBoard, signUp } from '../src/world';

const SIZES = [100, 1000, 5000];
const SAMPLES = 3;
/** The API answers at most this many rows (config.toml max_rows), so big boards load in pages. */
const PAGE = 1000;

/** The SDK's one-call board load, sent straight to the database as the same user. */
const LOAD_BOARD_SQL = 'select public.load_board($1) as board';

/**
 * How the board load's cost grows with the board: 100, 1,000 and 5,000 cards,
 * each beside the same SQL direct, with the fitted exponent k of
 * time ≈ c·cards^k. Two ways in: the cards in pages of 1,000 through REST (what
 * the app did before `loadBoard`), and the SDK's `loadBoard` (one RPC).
 */
const bench: Benchmark = {
  name: 'board load growth',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const ws = await createWorkspace(backend, member);
      const headers = { apikey: backend.anonKey, authorization: `Bearer ${member.token}` };
      const sdk = createTeamboardClient({
        url: backend.apiUrl,
        key: backend.anonKey,
        options: {
          auth: { persistSession: false, autoRefreshToken: false },
          accessToken: () => Promise.resolve(member.token),
        },
      });
      const figures: Figure[] = [];
      const sdkFigures: Figure[] = [];
      const sdkPoints: { n: number; t: number }[] = [];
      const sdkSqlPoints: { n: number; t: number }[] = [];
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

        const viaSdk = async () => {
          const loaded = await loadBoard(sdk, board.boardId);
          if (loaded.cards.length !== n) throw new Error(`loadBoard gave ${loaded.cards.length} of ${n} cards`);
        };
        const sdkDirect = () => queryAsUser(backend.db, member.id, LOAD_BOARD_SQL, [board.boardId]);
        await viaSdk();
        await sdkDirect();
        const viaSdkMs: number[] = [];
        const sdkSql: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          let t = performance.now();
          await viaSdk();
          viaSdkMs.push(performance.now() - t);
          t = performance.now();
          await sdkDirect();
          sdkSql.push(performance.now() - t);
        }
        sdkFigures.push(
          figure(`board load through the SDK (loadBoard), ${n} cards`, 'ms', viaSdkMs, {
            name: 'same SQL direct',
            samples: sdkSql,
          }),
        );
        sdkPoints.push({ n, t: median(viaSdkMs) });
        sdkSqlPoints.push({ n, t: median(sdkSql) });
      }
      const k = growthExponent(points);
      figures.push({
        name: 'board load growth exponent k (time ∝ cards^k)',
        value: k,
        unit: '',
        reference: { name: 'same SQL direct', value: growthExponent(sqlPoints) },
        ratio: k / growthExponent(sqlPoints),
      });
      const sdkK = growthExponent(sdkPoints);
      figures.push(...sdkFigures, {
        name: 'board load through the SDK: growth exponent k (time ∝ cards^k)',
        value: sdkK,
        unit: '',
        reference: { name: 'same SQL direct', value: growthExponent(sdkSqlPoints) },
        ratio: sdkK / growthExponent(sdkSqlPoints),
      });
      return figures;
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
