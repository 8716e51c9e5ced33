import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Custom fields (issue 31) in a board's export and import: the JSON export
// carries the definitions and every card's values, an import of it rebuilds
// them on the new board (options and people found again), the CSV export has
// a column per field, and whatever a field cannot hold is reported, not sent.

interface ImportReport {
  board_id: string;
  imported: Record<string, number>;
  skipped: { kind: string; item: string; reason: string }[];
}
interface Exported {
  fields: { id: string; name: string; type: string; options: { id: string; label: string }[] }[];
  cards: { title: string; field_values: { field_id: string; value: unknown; person?: unknown }[] }[];
}

const upload = (client: SupabaseClient, workspaceId: string, name: string, bytes: string) => {
  const form = new FormData();
  form.set('workspace_id', workspaceId);
  form.set('file', new Blob([bytes]), name);
  return client.functions.invoke<ImportReport>('import-board', { body: form });
};

for (const variant of variants) {
  describe(`custom fields in export and import on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let admin: SupabaseClient;
    let ada: string;
    let boardId: string;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const exportBoard = async <T>(format: 'json' | 'csv') => {
      const result = await admin.functions.invoke<T>('export-board', { body: { board_id: boardId, format } });
      expect(result.error).toBeNull();
      return result.data!;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      admin = await clientFor(t.backend, f.users.admin);
      ada = await createUser(t.backend.db, 'ada.fields@example.test', 'Ada');
      await q(
        `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
        [f.workspaceId, ada],
      );
      boardId = (
        await q<{ id: string }>(
          `insert into public.boards (workspace_id, name) values ($1, 'Fielded') returning id`,
          [f.workspaceId],
        )
      )[0]!.id;
      const [list] = await q<{ id: string }>(
        `insert into public.lists (board_id, name) values ($1, 'Todo') returning id`,
        [boardId],
      );
      const [card] = await q<{ id: string }>(
        `insert into public.cards (board_id, list_id, title) values ($1, $2, 'Spec') returning id`,
        [boardId, list!.id],
      );
      const fields = await q<{ id: string; name: string }>(
        `insert into public.custom_fields (board_id, name, type, unit, show_on_card) values
           ($1, 'Notes', 'text', null, false), ($1, 'Estimate', 'number', 'h', true), ($1, 'Review', 'date', null, false),
           ($1, 'Stage', 'single_select', null, true), ($1, 'Areas', 'multi_select', null, false),
           ($1, 'Signed', 'checkbox', null, false), ($1, 'Link', 'url', null, false), ($1, 'Owner', 'person', null, false)
         returning id, name`,
        [boardId],
      );
      const field = (name: string) => fields.find((row) => row.name === name)!.id;
      const options = await q<{ id: string; label: string }>(
        `insert into public.custom_field_options (field_id, label, color) values
           ($1, 'Draft', 'yellow'), ($1, 'Final', 'green'), ($2, 'API', 'blue'), ($2, 'Web', 'pink')
         returning id, label`,
        [field('Stage'), field('Areas')],
      );
      const option = (label: string) => options.find((row) => row.label === label)!.id;
      await q(
        `insert into public.card_field_values (card_id, field_id, value) values
           ($1, $2, to_jsonb($10::text)), ($1, $3, '4.5'), ($1, $4, '"2030-02-01"'), ($1, $5, to_jsonb($11::text)),
           ($1, $6, jsonb_build_array($12::text, $13::text)), ($1, $7, 'true'), ($1, $8, '"https://example.test/spec"'),
           ($1, $9, to_jsonb($14::text))`,
        [
          card!.id,
          field('Notes'),
          field('Estimate'),
          field('Review'),
          field('Stage'),
          field('Areas'),
          field('Signed'),
          field('Link'),
          field('Owner'),
          `'); drop table public.cards; --`,
          option('Final'),
          option('Web'),
          option('API'),
          ada,
        ],
      );
    });
    afterAll(async () => t?.stop());

    /** The new board's values as names: options by label, a person by id. */
    const valuesOf = async (board: string) =>
      Object.fromEntries(
        (
          await q<{ name: string; value: unknown }>(
            `select f.name,
                    case f.type
                      when 'single_select' then (select to_jsonb(o.label) from public.custom_field_options o where o.id::text = v.value #>> '{}')
                      when 'multi_select' then (select jsonb_agg(o.label order by e.n) from jsonb_array_elements_text(v.value) with ordinality e(id, n)
                                                join public.custom_field_options o on o.id::text = e.id and o.field_id = f.id)
                      else v.value end as value
             from public.card_field_values v join public.custom_fields f on f.id = v.field_id
             join public.cards c on c.id = v.card_id where c.board_id = $1`,
            [board],
          )
        ).map((row) => [row.name, row.value]),
      );

    it('round-trips the fields, their options and every kind of value through its JSON export', async () => {
      const exported = await exportBoard<Exported>('json');
      expect(exported.fields.map((field) => field.name)).toEqual([
        'Notes',
        'Estimate',
        'Review',
        'Stage',
        'Areas',
        'Signed',
        'Link',
        'Owner',
      ]);
      const owner = exported.cards[0]!.field_values.find((v) => v.value === ada);
      expect(owner?.person).toEqual({ name: 'Ada', email: 'ada.fields@example.test' });

      const result = await upload(admin, f.workspaceId, 'fielded.json', JSON.stringify(exported));
      expect(result.error).toBeNull();
      const data = result.data;
      expect(data!.imported).toMatchObject({ fields: 8, field_values: 8 });
      expect(data!.skipped).toEqual([]);
      const defs = await q<{
        name: string;
        type: string;
        unit: string | null;
        show_on_card: boolean;
        options: string[] | null;
      }>(
        `select f.name, f.type::text, f.unit, f.show_on_card,
                (select array_agg(o.label || ':' || o.color order by o.position) from public.custom_field_options o where o.field_id = f.id) as options
         from public.custom_fields f where f.board_id = $1 order by f.position`,
        [data!.board_id],
      );
      expect(defs.map((d) => [d.name, d.type, d.unit, d.show_on_card, d.options])).toEqual([
        ['Notes', 'text', null, false, null],
        ['Estimate', 'number', 'h', true, null],
        ['Review', 'date', null, false, null],
        ['Stage', 'single_select', null, true, ['Draft:yellow', 'Final:green']],
        ['Areas', 'multi_select', null, false, ['API:blue', 'Web:pink']],
        ['Signed', 'checkbox', null, false, null],
        ['Link', 'url', null, false, null],
        ['Owner', 'person', null, false, null],
      ]);
      expect(await valuesOf(data!.board_id)).toEqual({
        Notes: `'); drop table public.cards; --`,
        Estimate: 4.5,
        Review: '2030-02-01',
        Stage: 'Final',
        Areas: ['Web', 'API'],
        Signed: true,
        Link: 'https://example.test/spec',
        Owner: ada,
      });
    });

    it('reports each value it cannot keep and still imports the rest', async () => {
      const exported = await exportBoard<Exported>('json');
      const id = (name: string) => exported.fields.find((field) => field.name === name)!.id;
      const otherOption = exported.fields.find((field) => field.name === 'Stage')!.options[0]!.id;
      exported.fields.push({ id: 'odd', name: 'Formula', type: 'formula', options: [] });
      exported.cards[0]!.field_values = [
        { field_id: id('Notes'), value: 'x'.repeat(2_500) },
        { field_id: id('Estimate'), value: 'four' },
        { field_id: id('Review'), value: '2030-02-30' },
        { field_id: id('Areas'), value: [otherOption] },
        { field_id: id('Link'), value: 'javascript:alert(1)' },
        { field_id: id('Owner'), value: 'x', person: { name: 'Stranger', email: 'stranger@example.test' } },
        { field_id: id('Signed'), value: 'yes' },
        { field_id: 'not-a-field', value: 1 },
      ];
      const result = await upload(admin, f.workspaceId, 'odd.json', JSON.stringify(exported));
      expect(result.error).toBeNull();
      const data = result.data;
      expect(data!.imported).toMatchObject({ fields: 8, field_values: 1 });
      expect(data!.skipped).toEqual(
        expect.arrayContaining([
          { kind: 'field', item: 'Formula', reason: 'invalid_value' },
          { kind: 'text', item: 'Notes on "Spec" (customFieldText)', reason: 'truncated' },
          { kind: 'field_value', item: 'Estimate on "Spec"', reason: 'invalid_value' },
          { kind: 'field_value', item: 'Review on "Spec"', reason: 'invalid_date' },
          { kind: 'field_value', item: 'Areas on "Spec"', reason: 'invalid_value' },
          { kind: 'field_value', item: 'Link on "Spec"', reason: 'invalid_value' },
          { kind: 'field_value', item: 'stranger@example.test in Owner on "Spec"', reason: 'not_a_member' },
          { kind: 'field_value', item: 'Signed on "Spec"', reason: 'invalid_value' },
          { kind: 'field_value', item: 'a field on "Spec"', reason: 'unknown_field' },
        ]),
      );
      expect(data!.skipped).toHaveLength(9);
      const notes = (await valuesOf(data!.board_id)).Notes as string;
      expect(Array.from(notes)).toHaveLength(2_000);
    });

    it('refuses more fields than a board may have, writing nothing', async () => {
      const exported = await exportBoard<Exported>('json');
      exported.fields = Array.from({ length: 31 }, (_, i) => ({
        id: `f${String(i)}`,
        name: `Field ${String(i)}`,
        type: 'text',
        options: [],
      }));
      const before = await q<{ n: number }>(`select count(*)::int as n from public.boards`);
      const result = await upload(admin, f.workspaceId, 'many.json', JSON.stringify(exported));
      expect(result.error).not.toBeNull();
      const body = (await (result.error as { context: Response }).context.json()) as {
        error?: { code?: string; reason?: string };
      };
      expect(body.error).toMatchObject({ code: 'limit-reached', reason: 'customFieldsPerBoard' });
      expect(await q<{ n: number }>(`select count(*)::int as n from public.boards`)).toEqual(before);
    });

    it('writes one CSV column per field (options by label, a person by address, the unit, type and options in the header) that an import reads back', async () => {
      const csv = await exportBoard<string>('csv');
      const [header, row] = csv.trim().split('\r\n');
      const cells = (line: string) =>
        [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
      const named = Object.fromEntries(cells(header!).map((name, i) => [name, cells(row!)[i]]));
      expect(named).toMatchObject({
        'Notes [text]': `'); drop table public.cards; --`,
        'Estimate (h) [number]': '4.5',
        'Review [date]': '2030-02-01',
        'Stage [single_select: Draft:yellow; Final:green]': 'Final',
        'Areas [multi_select: API:blue; Web:pink]': 'Web; API',
        'Signed [checkbox]': 'true',
        'Link [url]': 'https://example.test/spec',
        'Owner [person]': 'ada.fields@example.test',
      });

      // Read back, each column is its field again: a select with all its options, in order and colour.
      const result = await upload(admin, f.workspaceId, 'fielded.csv', csv);
      expect(result.error).toBeNull();
      expect(result.data!.skipped).toEqual([]);
      const defs = await q<{ name: string; type: string; unit: string | null; options: string[] | null }>(
        `select f.name, f.type::text, f.unit,
                (select array_agg(o.label || ':' || o.color order by o.position) from public.custom_field_options o where o.field_id = f.id) as options
         from public.custom_fields f where f.board_id = $1 order by f.position`,
        [result.data!.board_id],
      );
      expect(defs.map((d) => [d.name, d.type, d.unit, d.options])).toEqual([
        ['Notes', 'text', null, null],
        ['Estimate', 'number', 'h', null],
        ['Review', 'date', null, null],
        ['Stage', 'single_select', null, ['Draft:yellow', 'Final:green']],
        ['Areas', 'multi_select', null, ['API:blue', 'Web:pink']],
        ['Signed', 'checkbox', null, null],
        ['Link', 'url', null, null],
        ['Owner', 'person', null, null],
      ]);
      expect(await valuesOf(result.data!.board_id)).toEqual({
        Notes: `'); drop table public.cards; --`,
        Estimate: 4.5,
        Review: '2030-02-01',
        Stage: 'Final',
        Areas: ['Web', 'API'],
        Signed: true,
        Link: 'https://example.test/spec',
        Owner: ada,
      });
    });
  });
}
