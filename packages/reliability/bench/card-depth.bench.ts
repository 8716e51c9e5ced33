import type { LocalSupabase } from '@teamboard/local-supabase';
import { createTeamboardClient, loadBoard } from '@teamboard/sdk';
import { figure, median, type Benchmark, type Figure } from '@teamboard/bench-kit';
import { startBackend } from '../src/backend';
import { queryAsUser } from '../src/as-user';
import { sampleAlternately } from '../src/alternate';
import { settle } from '../src/settle';
import { growthExponent } from '../src/stats';
import { createWorkspace, seedBoard, signUp } from '../src/world';

const SIZES = [1000, 5000];
const SAMPLES = 7;
const FIELDS = 5;
const LOAD_BOARD_SQL = 'select public.load_board($1) as board';

/**
 * Every card carries a value of each of the board's five fields (text, number, date, a select and
 * a checkbox); every other card a cover, half of those an image of its own (its attachment row:
 * the load reads no file) and half a colour. Written through the tables' triggers, as in use.
 */
async function addFieldsAndCovers(
  db: LocalSupabase['db'],
  workspaceId: string,
  boardId: string,
  cardIds: readonly string[],
) {
  await db.query(
    `insert into public.custom_fields (board_id, name, type, position)
     values ($1, 'Note', 'text', 1), ($1, 'Points', 'number', 2), ($1, 'Review on', 'date', 3),
            ($1, 'Stage', 'single_select', 4), ($1, 'Signed off', 'checkbox', 5)`,
    [boardId],
  );
  await db.query(
    `insert into public.custom_field_options (field_id, label, color, position)
     select f.id, o.label, o.color, o.n from public.custom_fields f,
       (values ('Build', 'blue', 1), ('Review', 'purple', 2), ('Done', 'green', 3)) o(label, color, n)
     where f.board_id = $1 and f.type = 'single_select'`,
    [boardId],
  );
  await db.query(
    `insert into public.card_field_values (card_id, field_id, value)
     select c.id, f.id, case f.type
         when 'text' then to_jsonb('Note ' || c.n)
         when 'number' then to_jsonb(c.n)
         when 'date' then to_jsonb(to_char(date '2026-12-01' + (c.n % 60)::integer, 'YYYY-MM-DD'))
         when 'single_select' then to_jsonb((select o.id from public.custom_field_options o
                                             where o.field_id = f.id order by o.position
                                             offset (c.n % 3) limit 1))
         else to_jsonb(c.n % 2 = 0)
       end
     from unnest($2::uuid[]) with ordinality c(id, n), public.custom_fields f
     where f.board_id = $1`,
    [boardId, cardIds],
  );
  await db.query(
    `with covered as (
       select c.id, gen_random_uuid() as attachment_id
       from unnest($1::uuid[]) with ordinality c(id, n) where c.n % 4 = 0
     ),
     images as (
       insert into public.attachments (id, card_id, object_path, file_name, mime_type, size_bytes)
       select attachment_id, id, $2 || '/' || id || '/' || attachment_id || '/cover.png', 'cover.png',
              'image/png', 40000
       from covered
       returning id, card_id
     )
     update public.cards c set cover_attachment_id = i.id from images i where c.id = i.card_id`,
    [cardIds, workspaceId],
  );
  await db.query(
    `update public.cards set cover_color = 'teal'
     where id = any (select c.id from unnest($1::uuid[]) with ordinality c(id, n) where c.n % 4 = 2)`,
    [cardIds],
  );
}

/**
 * Board load with a card's depth (issue 31): boards of 1,000 and 5,000 cards whose every card has
 * five field values and every other card a cover, loaded by the SDK's `loadBoard` beside the same
 * SQL direct as the same user; the growth exponent of that load from one size to the other; and
 * the SQL beside itself on the same board before the values and covers, which is what they cost.
 */
const bench: Benchmark = {
  name: 'board load with custom fields and covers',
  async run() {
    const backend = await startBackend();
    try {
      const member = await signUp(backend, 'member');
      const workspace = await createWorkspace(backend, member);
      const sdk = createTeamboardClient({
        url: backend.apiUrl,
        key: backend.anonKey,
        options: {
          auth: { persistSession: false, autoRefreshToken: false },
          accessToken: () => Promise.resolve(member.token),
        },
      });
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
      const figures: Figure[] = [];
      const points: { n: number; t: number }[] = [];
      const sqlPoints: { n: number; t: number }[] = [];
      for (const cards of SIZES) {
        const board = await seedBoard(backend, workspace, { cards, assignees: [member.id] });
        const direct = () => queryAsUser(backend.db, member.id, LOAD_BOARD_SQL, [board.boardId]);
        await settle(backend.db);
        const before = await time(direct);
        await addFieldsAndCovers(backend.db, workspace, board.boardId, board.cardIds);
        await settle(backend.db);
        const loads = async () => {
          const loaded = await loadBoard(sdk, board.boardId);
          const valued = loaded.cards.filter((card) => Object.keys(card.field_values).length === FIELDS);
          const covered = loaded.cards.filter((card) => card.cover_attachment_id ?? card.cover_color);
          if (loaded.cards.length !== cards || valued.length !== cards || covered.length !== cards / 2) {
            throw new Error(
              `loadBoard gave ${loaded.cards.length} cards, ${valued.length} with values, ${covered.length} covered`,
            );
          }
        };
        // In turns, so a change in the machine's load falls on both sides of the ratio alike.
        const { a: viaSdk, b: after } = await sampleAlternately(loads, direct, SAMPLES);
        points.push({ n: cards, t: median(viaSdk) });
        sqlPoints.push({ n: cards, t: median(after) });
        figures.push(
          figure(
            `board load through the SDK, ${cards} cards, ${FIELDS} field values each, covers on half`,
            'ms',
            viaSdk,
            {
              name: 'same SQL direct',
              samples: after,
            },
          ),
          figure(`load_board SQL, ${cards} cards, with field values and covers`, 'ms', after, {
            name: 'same board before them',
            samples: before,
          }),
        );
      }
      const k = growthExponent(points);
      figures.push({
        name: 'board load through the SDK with field values and covers: growth exponent k (time ∝ cards^k)',
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
