import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseVariants, serverVariant } from '../../../test/support/test-database';
import { startDerivedBackend, type DerivedBackend } from '../../../test/support/derived-backend';

/**
 * Embedding on postgrest-js's own test schema: self-references, one table
 * reached through several keys, embedding "via column", and the errors when
 * an embed is ambiguous or unknown. Expected bodies: postgrest-js's
 * `test/relationships.test.ts`, `relationships-join-operations.test.ts`,
 * `relationships-error-handling.test.ts` and `relationships-aggregate-operations.test.ts`
 * (supabase/supabase-js, packages/core/postgrest-js), recorded against
 * PostgREST; the rules are PostgREST's `findRel` (src/library/PostgREST/Plan.hs)
 * and `AmbiguousRelBetween` / `NoRelBetween` (Error.hs). The fixture's `users`
 * keeps only username, data and status, so whole user rows are those three.
 */

const SUPABOT = { username: 'supabot', data: null, status: 'ONLINE' };
const KIWICOPPLE = { username: 'kiwicopple', data: null, status: 'OFFLINE' };
const AWAILAS = { username: 'awailas', data: null, status: 'ONLINE' };
const ROOT_CHILDREN = [
  { description: 'Child of Root', id: 2, parent_id: 1 },
  { description: 'Another Child of Root', id: 3, parent_id: 1 },
];

const manyToOne = (column: string) => ({
  cardinality: 'many-to-one',
  embedding: 'best_friends with users',
  relationship: `best_friends_${column}_fkey using best_friends(${column}) and users(username)`,
});
const oneToMany = (column: string) => ({
  cardinality: 'one-to-many',
  embedding: 'users with best_friends',
  relationship: `best_friends_${column}_fkey using users(username) and best_friends(${column})`,
});

for (const variant of databaseVariants) {
  describe(`REST relationships on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server, 'rest-upstream');
    }, 60_000);
    afterAll(() => t?.stop());

    it('embeds a self-reference as children by the table name and as the parent by the column', async () => {
      // relationships.test.ts: 'self reference relation', '… via column', '… via hint matching column name'.
      const children = await t.anon.from('collections').select('*, collections(*)').limit(1).single();
      expect(children.data).toEqual({
        description: 'Root Collection',
        id: 1,
        parent_id: null,
        collections: ROOT_CHILDREN,
      });
      const parent = await t.anon.from('collections').select('*, parent_id(*)').eq('id', 2).single();
      expect(parent.data).toEqual({
        description: 'Child of Root',
        id: 2,
        parent_id: { description: 'Root Collection', id: 1, parent_id: null },
      });
      const hinted = await t.anon
        .from('collections')
        .select('*, collections!parent_id(*)')
        .eq('id', 1)
        .single();
      expect(hinted.data).toEqual({
        description: 'Root Collection',
        id: 1,
        parent_id: null,
        collections: ROOT_CHILDREN,
      });
    });

    it('refuses a self-reference hinted by its constraint name, as PostgREST does', async () => {
      // relationships.test.ts: 'self reference relation via hint matching fk constraint name fails at runtime'.
      const res = await t.anon
        .from('collections')
        .select('*, collections!collections_parent_id_fkey(*)')
        .eq('id', 1)
        .single();
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'collections' and 'collections' using the hint 'collections_parent_id_fkey' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'collections' and 'collections' in the schema cache",
      });
    });

    it('embeds the parent of a table with two self-references by column, and refuses the bare table name', async () => {
      // relationships.test.ts: 'self reference relation via aliased column with multiple foreign keys'.
      const res = await t.anon.from('lab').select('*, parents:parent(*)').eq('id', 2).single();
      expect(res.data).toEqual({
        id: 2,
        main: null,
        name: 'First Task',
        parent: 1,
        type: 'task',
        parents: { id: 1, main: null, name: 'Main Board', parent: null, type: 'board' },
      });
      const ambiguous = await t.anon.from('lab').select('children:lab(*)');
      expect(ambiguous.status).toBe(300);
      expect(ambiguous.error).toEqual({
        code: 'PGRST201',
        details: [
          {
            cardinality: 'one-to-many',
            embedding: 'lab with lab',
            relationship: 'lab_main_fkey using lab(id) and lab(main)',
          },
          {
            cardinality: 'one-to-many',
            embedding: 'lab with lab',
            relationship: 'lab_parent_fkey using lab(id) and lab(parent)',
          },
        ],
        hint: "Try changing 'lab' to one of the following: 'lab!lab_main_fkey', 'lab!lab_parent_fkey'. Find the desired relationship in the 'details' key.",
        message: "Could not embed because more than one relationship was found for 'lab' and 'lab'",
      });
    });

    it('refuses an embed several keys fit, describing each from the parent side', async () => {
      // relationships-error-handling.test.ts: 'join over a 1-1 relation … with no hinting' and '… 1-M …'.
      const toOne = await t.anon
        .from('best_friends')
        .select('first_user:users(*), second_user:users(*), third_wheel:users(*)')
        .single();
      expect(toOne.status).toBe(300);
      expect(toOne.error).toEqual({
        code: 'PGRST201',
        details: [manyToOne('first_user'), manyToOne('second_user'), manyToOne('third_wheel')],
        hint: "Try changing 'users' to one of the following: 'users!best_friends_first_user_fkey', 'users!best_friends_second_user_fkey', 'users!best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.",
        message:
          "Could not embed because more than one relationship was found for 'best_friends' and 'users'",
      });
      const toMany = await t.anon
        .from('users')
        .select(
          'first_friend_of:best_friends(*), second_friend_of:best_friends(*), third_wheel_of:best_friends(*)',
        )
        .limit(1)
        .single();
      expect(toMany.error).toEqual({
        code: 'PGRST201',
        details: [oneToMany('first_user'), oneToMany('second_user'), oneToMany('third_wheel')],
        hint: "Try changing 'best_friends' to one of the following: 'best_friends!best_friends_first_user_fkey', 'best_friends!best_friends_second_user_fkey', 'best_friends!best_friends_third_wheel_fkey'. Find the desired relationship in the 'details' key.",
        message:
          "Could not embed because more than one relationship was found for 'users' and 'best_friends'",
      });
    });

    it('embeds the same table twice through different keys, hinted by constraint or column', async () => {
      // relationships-join-operations.test.ts: '… using foreign key name for hinting' and
      // '… using column name hinting on nested relation'.
      const byConstraint = await t.anon
        .from('best_friends')
        .select(
          'first_user:users!best_friends_first_user_fkey(*), second_user:users!best_friends_second_user_fkey(*), third_wheel:users!best_friends_third_wheel_fkey(*)',
        )
        .limit(1)
        .single();
      expect(byConstraint.data).toEqual({
        first_user: SUPABOT,
        second_user: KIWICOPPLE,
        third_wheel: AWAILAS,
      });
      const byColumn = await t.anon
        .from('users')
        .select(
          'first_friend_of:best_friends!first_user(*, first_user:users!first_user(*)), second_friend_of:best_friends!second_user(*), third_wheel_of:best_friends!third_wheel(*)',
        )
        .eq('username', 'supabot')
        .single();
      expect(byColumn.data).toEqual({
        first_friend_of: [
          { id: 1, first_user: SUPABOT, second_user: 'kiwicopple', third_wheel: 'awailas' },
          { id: 2, first_user: SUPABOT, second_user: 'awailas', third_wheel: null },
        ],
        second_friend_of: [],
        third_wheel_of: [],
      });
    });

    it('refuses the same embed name twice without aliases with the error PostgreSQL gives PostgREST', async () => {
      // relationships-error-handling.test.ts: 'join with same dest twice column hinting'.
      const res = await t.anon
        .from('best_friends')
        .select('users!first_user(*), users!second_user(*)')
        .limit(1)
        .single();
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: '42712',
        details: null,
        hint: null,
        message: 'table name "best_friends_users_1" specified more than once',
      });
    });

    it('embeds through a key column named in place of the table', async () => {
      // relationships-join-operations.test.ts: 'join select via column', '… selective', '… and alias'.
      expect((await t.anon.from('user_profiles').select('username(*)').limit(1).single()).data).toEqual({
        username: SUPABOT,
      });
      expect((await t.anon.from('user_profiles').select('username(status)').limit(1).single()).data).toEqual({
        username: { status: 'ONLINE' },
      });
      expect((await t.anon.from('user_profiles').select('user:username(*)').limit(1).single()).data).toEqual({
        user: SUPABOT,
      });
    });

    it('names the unknown relationship inside a nested embed', async () => {
      // relationships-error-handling.test.ts: 'nested query with selective fields and inner join should error …'.
      const res = await t.anon
        .from('users')
        .select('msgs:messages(id, ...message_details(created_at, channel!inner(id, slug, owner:users(*))))')
        .limit(1)
        .single();
      expect(res.status).toBe(400);
      expect(res.error).toEqual({
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'messages' and 'message_details' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'messages' and 'message_details' in the schema cache",
      });
    });

    it('counts inside an embed, and refuses sum without a column as a missing column', async () => {
      // relationships-aggregate-operations.test.ts: 'select with aggregate nested count function' (and alias);
      // relationships-error-handling.test.ts: 'select with aggregate sum function without column should error'.
      const counted = await t.anon
        .from('users')
        .select('username, messages(channels(count))')
        .limit(1)
        .single();
      expect(counted.data).toEqual({
        username: 'supabot',
        messages: Array.from({ length: 4 }, () => ({ channels: { count: 1 } })),
      });
      const aliased = await t.anon
        .from('users')
        .select('username, messages(channels(channel_count:count()))')
        .limit(1)
        .single();
      expect(aliased.data).toEqual({
        username: 'supabot',
        messages: Array.from({ length: 4 }, () => ({ channels: { channel_count: 1 } })),
      });
      const sum = await t.anon.from('users').select('username, messages(sum)').limit(1).single();
      expect(sum.status).toBe(400);
      expect(sum.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column messages_1.sum does not exist',
      });
      // `sum()` is no aggregate but an empty embed of a resource named `sum` (QueryParams.hs
      // `pFieldForest` takes `rel()`; only `count()` is an aggregate without a column).
      const bareSum = await t.anon.from('users').select('username, sum()');
      expect(bareSum.status).toBe(400);
      expect(bareSum.error).toEqual({
        code: 'PGRST200',
        details:
          "Searched for a foreign key relationship between 'users' and 'sum' in the schema 'public', but no matches were found.",
        hint: null,
        message: "Could not find a relationship between 'users' and 'sum' in the schema cache",
      });
      const missing = await t.anon
        .from('users')
        .select('alias:missing_column.count()')
        .eq('username', 'supabot')
        .single();
      expect(missing.error).toEqual({
        code: '42703',
        details: null,
        hint: null,
        message: 'column users.missing_column does not exist',
      });
    });
  });
}
