import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant } from '../../../test/support/test-database';
import {
  ALICE,
  setPgrstSetting,
  startDerivedBackend,
  type DerivedBackend,
} from '../../../test/support/derived-backend';
import { databaseVariants } from '../../../test/support/test-database';

/** Aggregates in `select`, as PostgREST 13 serves them with `pgrst.db_aggregates_enabled` on. */

for (const variant of databaseVariants) {
  describe(`REST aggregates on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server);
    }, 60_000);
    afterAll(() => t?.stop());

    it('counts rows with count(), under an alias and with a cast', async () => {
      expect((await t.service.from('invoices').select('count()')).data).toEqual([{ count: 8 }]);
      expect((await t.service.from('invoices').select('cnt:count()')).data).toEqual([{ cnt: 8 }]);
      expect((await t.service.from('invoices').select('count()::text')).data).toEqual([{ count: '8' }]);
    });

    it('applies sum, avg, min, max and count to a column, printing numbers as Postgres does', async () => {
      const res = await t.rest(
        '/invoices?select=total.sum(),total.avg(),total.min(),total.max(),total.count()',
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.text()).toBe(
        '[{"sum":8800,"avg":1100.0000000000000000,"min":100,"max":4000,"count":8}]',
      );
    });

    it('groups by the other selected columns, by alias or not', async () => {
      const { data, error } = await t.service
        .from('invoices')
        .select('total.sum(), total.max(), total.min(), project_id')
        .order('project_id', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { sum: 4100, max: 4000, min: 100, project_id: 4 },
        { sum: 3200, max: 2000, min: 1200, project_id: 3 },
        { sum: 1200, max: 700, min: 500, project_id: 2 },
        { sum: 300, max: 200, min: 100, project_id: 1 },
      ]);
      const counted = await t.service
        .from('invoices')
        .select('c:count(), pid:project_id', { count: 'exact' })
        .order('project_id');
      expect(counted.data).toEqual([
        { c: 2, pid: 1 },
        { c: 2, pid: 2 },
        { c: 2, pid: 3 },
        { c: 2, pid: 4 },
      ]);
      // The count of a grouped read is the number of groups.
      expect(counted.count).toBe(4);
    });

    it('casts the input and the result of an aggregate, with an alias', async () => {
      const after = await t.service
        .from('invoices')
        .select('total_charged:total.sum()::text, project_id')
        .order('project_id')
        .limit(2);
      expect(after.data).toEqual([
        { total_charged: '300', project_id: 1 },
        { total_charged: '1200', project_id: 2 },
      ]);
      expect((await t.service.from('invoices').select('data->>key::integer.sum()')).data).toEqual([
        { sum: 24 },
      ]);
      expect((await t.service.from('invoices').select('s:data->>key::integer.sum()::text')).data).toEqual([
        { s: '24' },
      ]);
    });

    it('groups by an embedded to-one resource', async () => {
      const { data, error } = await t.service
        .from('invoices')
        .select('project_id, total:total.sum(), projects(name)')
        .order('project_id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { project_id: 1, total: 300, projects: { name: 'Windows 7' } },
        { project_id: 2, total: 1200, projects: { name: 'Windows 10' } },
        { project_id: 3, total: 3200, projects: { name: 'IOS' } },
        { project_id: 4, total: 4100, projects: { name: 'OSX' } },
      ]);
    });

    it('aggregates inside an embedded resource, per parent row', async () => {
      const { data, error } = await t.service
        .from('projects')
        .select('name, invoices(total.max(), total.min(), total.avg(), total.sum(), total.count())')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Windows 7', invoices: [{ max: 200, min: 100, avg: 150, sum: 300, count: 2 }] },
        { name: 'Windows 10', invoices: [{ max: 700, min: 500, avg: 600, sum: 1200, count: 2 }] },
        { name: 'IOS', invoices: [{ max: 2000, min: 1200, avg: 1600, sum: 3200, count: 2 }] },
        { name: 'OSX', invoices: [{ max: 4000, min: 100, avg: 2050, sum: 4100, count: 2 }] },
        { name: 'Orphan', invoices: [{ max: null, min: null, avg: null, sum: null, count: 0 }] },
      ]);
    });

    it('hoists aggregates of to-one spreads to the level that groups the rows', async () => {
      const byClient = await t.service
        .from('invoices')
        .select('spent:total.sum(), ...projects(...clients(client:name))');
      expect(byClient.error).toBeNull();
      expect(byClient.data).toHaveLength(2);
      expect(byClient.data).toEqual(
        expect.arrayContaining([
          { spent: 1500, client: 'Microsoft' },
          { spent: 7300, client: 'Apple' },
        ]),
      );
      // Ordered by a spread column, as PostgREST's `order=embed(column)`.
      const ordered = await t.rest(
        '/invoices?select=spent:total.sum(),...projects(project:name)&order=projects(project).desc',
      );
      expect(await ordered.json()).toEqual([
        { spent: 300, project: 'Windows 7' },
        { spent: 1200, project: 'Windows 10' },
        { spent: 4100, project: 'OSX' },
        { spent: 3200, project: 'IOS' },
      ]);
      const counted = await t.service.from('projects').select('...clients(id, count())');
      expect(counted.data).toEqual(
        expect.arrayContaining([
          { id: 1, count: 2 },
          { id: 2, count: 2 },
          // The orphan project has no client: its group counts no related row.
          { id: null, count: 0 },
        ]),
      );
      expect(counted.data).toHaveLength(3);
    });

    it('refuses aggregates in to-many spreads as not implemented, as PostgREST does', async () => {
      const { status, error } = await t.service.from('projects').select('name, ...invoices(total.sum())');
      expect(status).toBe(400);
      expect(error).toMatchObject({
        code: 'PGRST127',
        message: 'Feature not implemented',
        details: 'Aggregates are not implemented for one-to-many or many-to-many spreads.',
      });
    });

    it('aggregates the rows of a table-returning function', async () => {
      const { data, error } = await t.service.rpc('all_invoices').select('id.max()');
      expect(error).toBeNull();
      expect(data).toEqual([{ max: 8 }]);
    });

    it('aggregates only the rows row level security lets the caller see', async () => {
      expect((await t.alice.from('invoices').select('count(), total.sum()')).data).toEqual([
        { count: 5, sum: 7300 },
      ]);
      expect((await t.bob.from('invoices').select('count(), total.sum()')).data).toEqual([
        { count: 3, sum: 1500 },
      ]);
      expect((await t.anon.from('invoices').select('count(), total.sum()')).data).toEqual([
        { count: 0, sum: null },
      ]);
      // Grouping by owner shows no other user's group, and embeds count only visible rows too.
      expect((await t.alice.from('invoices').select('owner, count()')).data).toEqual([
        { owner: ALICE, count: 5 },
      ]);
      const embedded = await t.bob.from('projects').select('id, invoices(count())').order('id').limit(2);
      expect(embedded.data).toEqual([
        { id: 1, invoices: [{ count: 1 }] },
        { id: 2, invoices: [{ count: 0 }] },
      ]);
      expect((await t.bob.rpc('all_invoices').select('total.sum()')).data).toEqual([{ sum: 1500 }]);
    });

    it('answers hostile aggregate and alias names with parse or lookup errors, never SQL', async () => {
      const parse = [
        'total.sum();drop table invoices--',
        'total.pg_sleep()',
        'total.sum()::text;select 1',
        'total.sum(owner)',
        'total.sum()::int)',
        'count(*)',
        'total::text from invoices.sum()',
      ];
      for (const select of parse) {
        const res = await t.rest(`/invoices?select=${encodeURIComponent(select)}`);
        expect(res.status, select).toBe(400);
        expect(((await res.json()) as { code: string }).code, select).toBe('PGRST100');
      }
      // A quoted name is one column name, looked up and not found.
      const quoted = await t.service.from('invoices').select('"total.sum() from invoices; --".sum()');
      expect(quoted.status).toBe(400);
      expect(quoted.error).toMatchObject({
        code: '42703',
        message: 'column invoices.total.sum() from invoices; -- does not exist',
      });
      // `sum()` without a column is an embed of a resource that does not exist.
      const sum = await t.service.from('invoices').select('sum()');
      expect(sum.error?.code).toBe('PGRST200');
      // An alias is only ever an output key.
      const alias = await t.rest(
        `/invoices?select=${encodeURIComponent('"x\\" from invoices; --":total.sum()')}`,
      );
      expect(await alias.json()).toEqual([{ 'x" from invoices; --': 8800 }]);
      expect((await t.service.from('invoices').select('count()')).data).toEqual([{ count: 8 }]);
    });

    describe('with pgrst.db_aggregates_enabled off', () => {
      const probe = () => t.rest('/invoices?select=count()');
      const setAggregates = async (value: boolean, expected: number) =>
        expect(await setPgrstSetting(t, 'db_aggregates_enabled', value, probe, expected)).toBe(expected);
      afterAll(() => setAggregates(true, 200));

      it('answers 400 PGRST123 for any aggregate, at any level, but keeps the bare embedded count', async () => {
        await setAggregates(false, 400);
        for (const select of [
          'count()',
          'total.sum()',
          'id,projects(id.count())',
          'total::int.avg()::text',
        ]) {
          const { status, error } = await t.service.from('invoices').select(select);
          expect(status, select).toBe(400);
          expect(error, select).toEqual({
            code: 'PGRST123',
            details: null,
            hint: null,
            message: 'Use of aggregate functions is not allowed',
          });
        }
        const legacy = await t.service.from('projects').select('id, invoices(count)').eq('id', 1);
        expect(legacy.data).toEqual([{ id: 1, invoices: [{ count: 2 }] }]);
      });
    });
  });
}
