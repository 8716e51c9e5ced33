import { createTeamboardClient, loadBoard } from '@teamboard/sdk';
import { figure, type Benchmark } from '@teamboard/bench-kit';
import { startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const CARDS = 5000;
const LINKS = 2000;
const SAMPLES = 5;
const LOAD_BOARD_SQL = 'select public.load_board($1) as board';

/**
 * Board load with dependencies: a 5,000-card board whose cards carry 2,000
 * "blocked by" links (a fifth of the blockers completed), loaded by the SDK's
 * `loadBoard` beside the same SQL direct as the same user; and that SQL beside
 * itself on the same board before the links, which is what the open-blocker
 * count (a column kept by the database) costs the load.
 */
const bench: Benchmark = {
  name: 'board load with dependencies',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const board = await seedBoard(backend, await createWorkspace(backend, member), {
        cards: CARDS,
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
      const direct = () => queryAsUser(backend.db, member.id, LOAD_BOARD_SQL, [board.boardId]);
      const time = async (fn: () => Promise<unknown>) => {
        await fn();
        const samples: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const t = performance.now();
          await fn();
          samples.push(performance.now() - t);
        }
        return samples;
      };
      const before = await time(direct);

      // Card 2k waits on card 2k + 1; every fifth blocker is completed. Through the triggers, so
      // each link is checked for loops and the counts are kept as in use.
      await backend.db.query(
        `insert into public.card_dependencies (blocked_card_id, blocker_card_id)
         select ids[2 * k + 1], ids[2 * k + 2] from (select $1::uuid[] as ids) s, generate_series(0, $2 - 1) k`,
        [board.cardIds, LINKS],
      );
      await backend.db.query(
        `update public.cards set completed_at = now()
         where id = any (select ($1::uuid[])[2 * k + 2] from generate_series(0, $2 - 1, 5) k)`,
        [board.cardIds, LINKS],
      );
      const blocked = async () => {
        const loaded = await loadBoard(sdk, board.boardId);
        const marked = loaded.cards.filter((card) => card.open_blocker_count > 0).length;
        if (loaded.cards.length !== CARDS || marked !== LINKS - LINKS / 5) {
          throw new Error(`loadBoard gave ${loaded.cards.length} cards, ${marked} blocked`);
        }
      };
      const viaSdk = await time(blocked);
      const after = await time(direct);
      return [
        figure(`board load through the SDK, ${CARDS} cards, ${LINKS} dependency links`, 'ms', viaSdk, {
          name: 'same SQL direct',
          samples: after,
        }),
        figure(`load_board SQL, ${CARDS} cards, with ${LINKS} dependency links`, 'ms', after, {
          name: 'same board before the links',
          samples: before,
        }),
      ];
    } finally {
      await backend.stop();
    }
  },
};

export default bench;
