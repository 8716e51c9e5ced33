import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant } from '../../test/support/test-database';
import { startDerivedBackend, type DerivedBackend } from '../../test/support/derived-backend';
import { databaseVariants } from '../../test/support/test-database';

/**
 * Computed fields (functions of a row used as columns) and computed
 * relationships (functions of a row returning rows of another table, embedded
 * like related tables), as PostgREST 13 serves them.
 */

for (const variant of databaseVariants) {
  describe(`REST computed fields and relationships on ${variant.name}`, serverVariant(variant.server), () => {
    let t: DerivedBackend;
    beforeAll(async () => {
      t = await startDerivedBackend(variant.server);
    }, 60_000);
    afterAll(() => t?.stop());

    it('selects, filters and orders by a computed field, never as part of *', async () => {
      const { data, error } = await t.anon
        .from('projects')
        .select('id, label, tag:label, upper:label::varchar')
        .like('label', 'Windows*')
        .order('label', { ascending: false });
      expect(error).toBeNull();
      expect(data).toEqual([
        { id: 1, label: 'Windows 7 #1', tag: 'Windows 7 #1', upper: 'Windows 7 #1' },
        { id: 2, label: 'Windows 10 #2', tag: 'Windows 10 #2', upper: 'Windows 10 #2' },
      ]);
      const star = await t.anon.from('projects').select('*').eq('label', 'OSX #4');
      expect(star.data).toEqual([{ id: 4, name: 'OSX', client_id: 2 }]);
      const inOr = await t.anon.from('projects').select('id').or('label.eq.IOS #3,id.eq.5').order('id');
      expect(inOr.data).toEqual([{ id: 3 }, { id: 5 }]);
    });

    it('computes fields as the caller, so row level security applies inside them', async () => {
      const pick = (c: typeof t.alice) =>
        c.from('projects').select('id, invoiced').in('id', [1, 4]).order('id');
      expect((await pick(t.alice)).data).toEqual([
        { id: 1, invoiced: 100 },
        { id: 4, invoiced: 4000 },
      ]);
      expect((await pick(t.bob)).data).toEqual([
        { id: 1, invoiced: 200 },
        { id: 4, invoiced: 100 },
      ]);
      expect((await pick(t.anon)).data).toEqual([
        { id: 1, invoiced: 0 },
        { id: 4, invoiced: 0 },
      ]);
      // Aggregated, too.
      const total = await t.alice.from('projects').select('invoiced.sum()');
      expect(total.data).toEqual([{ sum: 7300 }]);
    });

    it('embeds to-one computed relationships (setof rows 1, and a single row) as objects', async () => {
      const { data, error } = await t.anon
        .from('projects')
        .select('name, client:client_of(name)')
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'Windows 7', client: { name: 'Microsoft' } },
        { name: 'Windows 10', client: { name: 'Microsoft' } },
        { name: 'IOS', client: { name: 'Apple' } },
        { name: 'OSX', client: { name: 'Apple' } },
        { name: 'Orphan', client: null },
      ]);
      const first = await t.anon.from('clients').select('name, first_project(name, label)').order('id');
      expect(first.data).toEqual([
        { name: 'Microsoft', first_project: { name: 'Windows 7', label: 'Windows 7 #1' } },
        { name: 'Apple', first_project: { name: 'IOS', label: 'IOS #3' } },
      ]);
    });

    it('embeds to-many computed relationships with filters, !inner, counts and RLS', async () => {
      const { data, error, count } = await t.service
        .from('projects')
        .select('name, big:large_invoices!inner(id, total)', { count: 'exact' })
        .gt('big.total', 1500)
        .order('id');
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: 'IOS', big: [{ id: 6, total: 2000 }] },
        { name: 'OSX', big: [{ id: 8, total: 4000 }] },
      ]);
      expect(count).toBe(2);
      const asBob = await t.bob
        .from('projects')
        .select('id, large_invoices(id)')
        .in('id', [3, 4])
        .order('id');
      expect(asBob.data).toEqual([
        { id: 3, large_invoices: [{ id: 5 }] },
        { id: 4, large_invoices: [] },
      ]);
      const spread = await t.anon.from('projects').select('name, ...client_of(client:name)').eq('id', 3);
      expect(spread.data).toEqual([{ name: 'IOS', client: 'Apple' }]);
    });

    it('follows computed relationships from function results and write results', async () => {
      const rpc = await t.service.rpc('all_invoices').select('id, projects(label)').eq('id', 8);
      expect(rpc.data).toEqual([{ id: 8, projects: { label: 'OSX #4' } }]);
      const updated = await t.service
        .from('projects')
        .update({ name: 'Orphaned' })
        .eq('id', 5)
        .select('label, client_of(name)');
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual([{ label: 'Orphaned #5', client_of: null }]);
      await t.service.from('projects').update({ name: 'Orphan' }).eq('id', 5);
    });

    it("reads rows of a composite type from a function like a table's, with its computed relationships", async () => {
      const lines = await t.service
        .rpc('invoice_lines')
        .select('amount, line_invoice(id, project_id)')
        .eq('invoice_id', 8);
      expect(lines.error).toBeNull();
      expect(lines.data).toEqual([{ amount: 4000, line_invoice: { id: 8, project_id: 4 } }]);
      const ordered = await t.service
        .rpc('invoice_lines')
        .select('invoice_id')
        .order('amount')
        .order('invoice_id')
        .limit(2);
      expect(ordered.data).toEqual([{ invoice_id: 1 }, { invoice_id: 7 }]);
      // A composite type is no endpoint of its own.
      const asTable = await t.rest('/invoice_line');
      expect(asTable.status).toBe(404);
      expect(await asTable.json()).toMatchObject({ code: 'PGRST205' });
    });

    it('answers unknown and hostile computed names with lookup or parse errors, never SQL', async () => {
      // Functions not of this table's row type are no fields of it.
      for (const name of ['shout', 'version', 'pg_sleep', 'large_invoices']) {
        const { status, error } = await t.anon.from('projects').select(`id, ${name}`);
        expect(status, name).toBe(400);
        expect(error, name).toMatchObject({
          code: '42703',
          message: `column projects.${name} does not exist`,
        });
      }
      const call = await t.anon.from('projects').select('"label(projects)"');
      expect(call.error).toMatchObject({
        code: '42703',
        message: 'column projects.label(projects) does not exist',
      });
      const quoted = await t.anon.from('projects').select('"label; drop table projects; --"');
      expect(quoted.error?.code).toBe('42703');
      const parse = await t.rest(`/projects?select=${encodeURIComponent('label;drop table projects')}`);
      expect(parse.status).toBe(400);
      expect(((await parse.json()) as { code: string }).code).toBe('PGRST100');
      const embed = await t.anon.from('projects').select('id, shout(*)');
      expect(embed.error).toMatchObject({
        code: 'PGRST200',
        message: "Could not find a relationship between 'projects' and 'shout' in the schema cache",
      });
      const value = await t.anon.from('projects').select('id').eq('label', "x'; drop table projects; --");
      expect(value.data).toEqual([]);
      expect((await t.anon.from('projects').select('id')).data).toHaveLength(5);
    });
  });
}
