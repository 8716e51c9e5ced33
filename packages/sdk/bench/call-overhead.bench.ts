import { fileURLToPath } from 'node:url';
import { startLocalSupabase } from '@teamboard/local-supabase';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { createTeamboardClient } from '../src/client';
import { listCards } from '../src/cards/list-cards';
import { figure, type Benchmark, type Figure } from '@teamboard/bench-kit';

const ITERATIONS = 200;
const CARDS = 50;

/** The query listCards sends, written directly against supabase-js. */
const SELECT =
  '*, assignees:card_assignees(user_id), labels:card_labels(label_id), comments(id), attachments(id), checklist:checklist_items!checklist_items_card_id_fkey(done)';

const bench: Benchmark = {
  name: 'call overhead',
  async run(): Promise<Figure[]> {
    const backend = await startLocalSupabase({
      projectDir: fileURLToPath(new URL('../../..', import.meta.url)),
      dataDir: false,
      port: 0,
      dbPort: false,
      log: 'silent',
    });
    try {
      const session = await createUserWithSession(
        backend,
        `bench-${crypto.randomUUID()}@example.test`,
        'teamboard-bench-1',
      );
      const client = createTeamboardClient({
        url: backend.apiUrl,
        key: backend.anonKey,
        options: { auth: { persistSession: false, autoRefreshToken: false } },
      });
      await client.supabase.auth.setSession(session);
      const workspaceId = crypto.randomUUID();
      await backend.db.query(`insert into public.workspaces (id, slug, name) values ($1, $2, 'Bench')`, [
        workspaceId,
        `bench-${workspaceId.slice(0, 8)}`,
      ]);
      await backend.db.query(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner')`,
        [workspaceId, session.user.id],
      );
      const board = await backend.db.query<{ id: string }>(
        `insert into public.boards (workspace_id, name) values ($1, 'Bench') returning id`,
        [workspaceId],
      );
      const boardId = board.rows[0]?.id ?? '';
      const list = await backend.db.query<{ id: string }>(
        `insert into public.lists (board_id, name) values ($1, 'List') returning id`,
        [boardId],
      );
      await backend.db.query(
        `insert into public.cards (board_id, list_id, title, position)
         select $1, $2, 'Card ' || n, n from generate_series(1, ${String(CARDS)}) n`,
        [boardId, list.rows[0]?.id ?? ''],
      );

      const bare = async () => {
        const { error } = await client.supabase
          .from('cards')
          .select(SELECT)
          .eq('board_id', boardId)
          .is('comments.deleted_at', null)
          .is('archived_at', null)
          .order('list_id', { ascending: true })
          .order('position', { ascending: true })
          .order('id', { ascending: true });
        if (error) throw new Error(error.message);
      };
      const sdk = async () => {
        await listCards(client, boardId);
      };
      const time = async (fn: () => Promise<void>) => {
        const start = performance.now();
        await fn();
        return performance.now() - start;
      };
      // Warm up both paths, then interleave so drift hits both alike.
      for (let i = 0; i < 20; i += 1) {
        await bare();
        await sdk();
      }
      const sdkSamples: number[] = [];
      const bareSamples: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        bareSamples.push(await time(bare));
        sdkSamples.push(await time(sdk));
      }
      return [
        figure(`listCards, ${String(CARDS)} cards`, 'ms', sdkSamples, {
          name: 'supabase-js same query',
          samples: bareSamples,
        }),
      ];
    } finally {
      await backend.stop();
    }
  },
};
export default bench;
