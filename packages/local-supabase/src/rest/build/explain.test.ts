import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant } from '../../../test/support/test-database';
import {
  setPgrstSetting,
  startDerivedBackend,
  type DerivedBackend,
} from '../../../test/support/derived-backend';
import { databaseVariants } from '../../../test/support/test-database';

/**
 * `Accept: application/vnd.pgrst.plan` (the EXPLAIN of a request, with
 * `pgrst.db_plan_enabled` on) and `Prefer: count=planned|estimated`.
 */

interface JsonPlan {
  Plan: { 'Node Type': string; 'Total Cost': number; 'Actual Rows'?: number };
}

for (const variant of databaseVariants) {
  describe(`REST execution plans on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server);
    }, 60_000);
    afterAll(() => t?.stop());

    it('answers the plan as text by default, for application/json', async () => {
      const res = await t.rest('/projects?id=in.(1,2,3)', {
        headers: { Accept: 'application/vnd.pgrst.plan' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
      );
      const text = await res.text();
      expect(text.slice(0, 9)).toBe('Aggregate');
      expect(text).toContain('projects');
      const viaClient = await t.service.from('projects').select('name').eq('id', 1).explain();
      expect(viaClient.error).toBeNull();
      expect(viaClient.data).toMatch(/^Aggregate/);
    });

    it('answers the plan as json, also for a single object, with options echoed', async () => {
      const { data, error } = await t.service
        .from('projects')
        .select('name, invoices(total)')
        .eq('id', 1)
        .explain({ format: 'json', analyze: true, buffers: true });
      expect(error).toBeNull();
      const [plan] = data as unknown as JsonPlan[];
      expect(plan!.Plan['Node Type']).toBe('Aggregate');
      expect(plan!.Plan['Total Cost']).toBeGreaterThan(0);
      expect(plan!.Plan['Actual Rows']).toBe(1);
      const res = await t.rest('/projects', {
        headers: {
          Accept: 'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object"; options=verbose',
        },
      });
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.plan+json; for="application/vnd.pgrst.object+json"; options=verbose; charset=utf-8',
      );
      expect(((await res.json()) as JsonPlan[])[0]!.Plan['Node Type']).toBe('Aggregate');
    });

    it('plans writes and RPC; an analyzed write runs, and tx=rollback undoes it', async () => {
      const patch = await t.service
        .from('projects')
        .update({ name: 'Planned' })
        .eq('id', 2)
        .rollback()
        .explain({ analyze: true });
      expect(patch.error).toBeNull();
      expect(patch.data).toMatch(/Update on/);
      expect((await t.service.from('projects').select('name').eq('id', 2)).data).toEqual([
        { name: 'Windows 10' },
      ]);
      const rpc = await t.service.rpc('all_invoices').explain({ format: 'json' });
      expect(rpc.error).toBeNull();
      expect((rpc.data as unknown as JsonPlan[])[0]!.Plan['Total Cost']).toBeGreaterThan(0);
    });

    it('keeps row level security in analyzed plans: only visible rows are read', async () => {
      const { data } = await t.bob.from('invoices').select('id').explain({ format: 'json', analyze: true });
      const plan = (data as unknown as JsonPlan[])[0]!;
      // The scan keeps Bob's three invoices and removes the other five by the policy.
      expect(JSON.stringify(plan)).toContain('"Actual Rows":3');
      expect(JSON.stringify(plan)).toContain('"Rows Removed by Filter":5');
    });

    it('answers every combination of plan options, as text and as json', async () => {
      // PostgREST's PlanSpec.hs (test/spec/Feature/Query): the options are echoed in the
      // Content-Type in the order analyze|verbose|settings|buffers|wal (MediaType.hs `toMime`)
      // and passed to EXPLAIN (SqlFragment.hs `explainF`); `wal` without `analyze` is
      // PostgreSQL's refusal, answered as is. The json plan carries "Actual Rows" with analyze,
      // "Output" with verbose, "Settings" (the request's search_path) with settings,
      // "Shared Hit Blocks" with buffers and "WAL Records" with wal.
      const names = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;
      for (let mask = 0; mask < 32; mask++) {
        const on = names.filter((_, i) => mask & (1 << i));
        const flags = Object.fromEntries(on.map((n) => [n, true]));
        for (const format of ['text', 'json'] as const) {
          const label = `${format} ${on.join('|')}`;
          const res = await t.service
            .from('projects')
            .select('name')
            .explain({ ...flags, format });
          if (flags.wal && !flags.analyze) {
            expect(res.status, label).toBe(400);
            expect(res.error, label).toMatchObject({
              code: '22023',
              message: 'EXPLAIN option WAL requires ANALYZE',
            });
            continue;
          }
          expect(res.error, label).toBeNull();
          const raw = await t.rest('/projects?select=name', {
            headers: {
              Accept: `application/vnd.pgrst.plan+${format}; for="application/json"; options=${on.join('|')};`,
            },
          });
          expect(raw.headers.get('content-type'), label).toBe(
            `application/vnd.pgrst.plan+${format}; for="application/json";${on.length ? ` options=${on.join('|')};` : ''} charset=utf-8`,
          );
          await raw.arrayBuffer();
          // Asked in another order, with a repeat: echoed and run in PostgREST's order.
          const shuffled = await t.rest('/projects?select=name', {
            headers: {
              Accept: `application/vnd.pgrst.plan+${format}; options=${[...on, ...on].reverse().join('|')}`,
            },
          });
          expect(shuffled.headers.get('content-type'), label).toBe(raw.headers.get('content-type'));
          await shuffled.arrayBuffer();
          const text = format === 'json' ? JSON.stringify(res.data) : (res.data as unknown as string);
          const shows = {
            analyze: format === 'json' ? '"Actual Rows"' : 'actual time=',
            verbose: format === 'json' ? '"Output"' : 'Output:',
            settings: format === 'json' ? '"Settings":{"search_path"' : 'Settings: search_path',
            // Text prints block and WAL counts only when they are not zero.
            buffers: format === 'json' ? '"Shared Hit Blocks"' : undefined,
            wal: format === 'json' ? '"WAL Records"' : undefined,
          };
          for (const name of names) {
            const marker = shows[name];
            if (marker !== undefined)
              expect(text.includes(marker), `${label}: ${name}`).toBe(on.includes(name));
          }
        }
      }
    });

    it('refuses unknown plan targets and formats with 406', async () => {
      for (const accept of [
        'application/vnd.pgrst.plan; for="text/html"',
        'application/vnd.pgrst.plan+yaml',
      ]) {
        const res = await t.rest('/projects', { headers: { Accept: accept } });
        expect(res.status, accept).toBe(406);
        expect(await res.json(), accept).toEqual({
          code: 'PGRST107',
          details: null,
          hint: null,
          message: `None of these media types are available: ${accept}`,
        });
      }
    });

    // PostgREST's MediaType.hs (`decodeMediaType`, `getPlan`) keeps only the five options it knows
    // (`inOpts "analyze"` … `inOpts "wal"`) and drops any other word, so the plan is served without it.
    it('ignores plan options it does not know, as PostgREST does, and runs none of their text', async () => {
      for (const [accept, echoed] of [
        ['application/vnd.pgrst.plan; options=analyze|costs off', ' options=analyze;'],
        ['application/vnd.pgrst.plan; options=timing|summary', ''],
        ['application/vnd.pgrst.plan; options=ANALYZE', ''],
        ['application/vnd.pgrst.plan; options=analyze) select 1; drop table projects --', ''],
      ] as const) {
        const res = await t.rest('/projects?select=name', { headers: { Accept: accept } });
        expect(res.status, accept).toBe(200);
        expect(res.headers.get('content-type'), accept).toBe(
          `application/vnd.pgrst.plan+text; for="application/json";${echoed} charset=utf-8`,
        );
        const plan = await res.text();
        expect(plan.includes('actual time='), accept).toBe(echoed !== '');
      }
      expect((await t.service.from('projects').select('name')).error).toBeNull();
    });

    it('answers count=planned with the planner estimate and 206 for a partial page', async () => {
      const res = await t.service.from('readings').select('id', { count: 'planned' }).limit(10);
      expect(res.error).toBeNull();
      expect(res.status).toBe(206);
      expect(res.data).toHaveLength(10);
      // Analyzed in the seed: the planner knows every row.
      expect(res.count).toBe(1500);
      // No row matches, but the planner never estimates fewer than one: an empty page of
      // an estimated one row is partial, as PostgREST's range status has it.
      const none = await t.service.from('readings').select('id', { count: 'planned' }).gt('value', 100);
      expect([none.status, none.data, none.count]).toEqual([206, [], 1]);
      const exact = await t.service.from('readings').select('id', { count: 'exact' }).gt('value', 100);
      expect(exact.count).toBe(0);
    });

    it('answers count=estimated exactly up to max_rows, and above it with the larger of exact and planned', async () => {
      const small = await t.service.from('invoices').select('id', { count: 'estimated' });
      expect([small.status, small.count]).toEqual([200, 8]);
      const over = await t.service.from('readings').select('id', { count: 'estimated' }).gt('id', 100);
      const planned = await t.service
        .from('readings')
        .select('id', { count: 'planned', head: true })
        .gt('id', 100);
      expect(over.error).toBeNull();
      // max_rows (1000) caps the page; 1400 rows match.
      expect(over.data).toHaveLength(1000);
      expect(over.status).toBe(206);
      expect(planned.count).toBeGreaterThan(0);
      expect(over.count).toBe(Math.max(1400, planned.count!));
      // Functions' rows are never planned: no total for planned, the exact one for estimated.
      const rpcPlanned = await t.rest('/rpc/all_invoices?limit=2', { headers: { Prefer: 'count=planned' } });
      expect(rpcPlanned.status).toBe(200);
      expect(rpcPlanned.headers.get('content-range')).toBe('0-1/*');
      const rpcEstimated = await t.service.rpc('all_invoices', {}, { count: 'estimated' }).limit(2);
      expect([rpcEstimated.status, rpcEstimated.count]).toEqual([206, 8]);
      // Row level security applies to the estimate's source too: anon sees no invoice.
      const hidden = await t.anon.from('invoices').select('id', { count: 'estimated' });
      expect([hidden.status, hidden.count]).toEqual([200, 0]);
    });

    describe('with pgrst.db_plan_enabled off', () => {
      const probe = () => t.rest('/projects', { headers: { Accept: 'application/vnd.pgrst.plan' } });
      const setPlan = async (value: boolean, expected: number) =>
        expect(await setPgrstSetting(t, 'db_plan_enabled', value, probe, expected)).toBe(expected);
      afterAll(() => setPlan(true, 200));

      it('answers 406 PGRST107 as for any media type it cannot produce', async () => {
        await setPlan(false, 406);
        const res = await t.rest('/projects', { headers: { Accept: 'application/vnd.pgrst.plan+json' } });
        expect(res.status).toBe(406);
        expect(await res.json()).toEqual({
          code: 'PGRST107',
          details: null,
          hint: null,
          message: 'None of these media types are available: application/vnd.pgrst.plan+json',
        });
      });
    });
  });
}
