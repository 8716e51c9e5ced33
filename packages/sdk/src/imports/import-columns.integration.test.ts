// A CSV file's extra columns as the importer chose them: previewImport's
// proposal, importBoard's `columns`, and the round trip through the CSV export.
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { LIMITS, TEXT_LIMITS } from '../constants';
import { createCustomField } from '../custom-fields/create-custom-field';
import { listCardFieldValues } from '../custom-fields/list-card-field-values';
import { listCustomFields } from '../custom-fields/list-custom-fields';
import { setCardFieldValue } from '../custom-fields/set-card-field-value';
import { exportBoard } from '../exports/export-board';
import { createList } from '../lists/create-list';
import { importBoard, previewImport } from './import-board';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let workspaceId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, workspaceId } = await startTeam());
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const boardCount = async () =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.boards`)).rows[0]!.n;

/** Each card's values by field name, options by label. */
async function valuesOf(boardId: string): Promise<Record<string, Record<string, unknown>>> {
  const rows = await backend.db.query<{
    title: string;
    name: string;
    value: unknown;
    labels: string[] | null;
  }>(
    `select c.title, f.name, v.value,
            (select array_agg(o.label order by o.label) from public.custom_field_options o
              where o.id::text in (select jsonb_array_elements_text(
                case jsonb_typeof(v.value) when 'array' then v.value else jsonb_build_array(v.value) end))) as labels
       from public.card_field_values v
       join public.cards c on c.id = v.card_id join public.custom_fields f on f.id = v.field_id
      where c.board_id = $1`,
    [boardId],
  );
  const out: Record<string, Record<string, unknown>> = {};
  for (const row of rows.rows) (out[row.title] ??= {})[row.name] = row.labels ?? row.value;
  return out;
}

describe('a CSV file’s extra columns', () => {
  // The member's address is known once the team has started.
  const csvOf = () =>
    'title,list,Priority,Size,Signed,Spec,Reviewer,Notes\r\n' +
    `Plan,Now,High,3,yes,https://a.test/plan,${member.email},first\r\n` +
    'Build,Now,Low,5,no,https://a.test/build,,second\r\n' +
    'Ship,Now,High,big,x,,,third\r\n';

  it('are proposed a type each from their values, and nothing is written', async () => {
    const csv = csvOf();
    const before = await boardCount();
    const preview = await previewImport(admin.client, { workspaceId, file: csv });
    expect(preview.format).toBe('csv');
    expect(preview.columns.map((c) => [c.column, c.type, c.person])).toEqual([
      ['Priority', 'single_select', false],
      ['Size', 'text', false],
      ['Signed', 'checkbox', false],
      ['Spec', 'url', false],
      ['Reviewer', 'person', true],
      ['Notes', 'text', false],
    ]);
    expect(preview.columns[0]?.samples).toEqual(['High', 'Low']);
    expect(await boardCount()).toBe(before);
  });

  it('become the fields chosen, a value that does not fit reported by row and column, never written', async () => {
    const csv = csvOf();
    const report = await importBoard(admin.client, {
      workspaceId,
      file: csv,
      columns: {
        Size: { type: 'number', name: 'Size', unit: 'pt' },
        Priority: { type: 'multi_select', name: 'Priority' },
        Notes: 'skip',
      },
    });
    expect(report.createdFields).toEqual([
      { name: 'Priority', type: 'multi_select' },
      { name: 'Size', type: 'number' },
      { name: 'Signed', type: 'checkbox' },
      { name: 'Spec', type: 'url' },
      { name: 'Reviewer', type: 'person' },
    ]);
    expect(report.skipped).toEqual([{ kind: 'field_value', item: 'row 4, Size', reason: 'invalid_value' }]);
    const fields = await listCustomFields(admin.client, report.boardId);
    expect(fields.map((f) => [f.name, f.type, f.unit, f.options.map((o) => o.label)])).toEqual([
      ['Priority', 'multi_select', null, ['High', 'Low']],
      ['Size', 'number', 'pt', []],
      ['Signed', 'checkbox', null, []],
      ['Spec', 'url', null, []],
      ['Reviewer', 'person', null, []],
    ]);
    const values = await valuesOf(report.boardId);
    expect(values).toEqual({
      Plan: {
        Priority: ['High'],
        Size: 3,
        Signed: true,
        Spec: 'https://a.test/plan',
        Reviewer: member.userId,
      },
      Build: { Priority: ['Low'], Size: 5, Signed: false, Spec: 'https://a.test/build' },
      Ship: { Priority: ['High'], Signed: true },
    });
  });

  it('refuses a choice over the limits or not fitting the file, before any request or write', async () => {
    const csv = csvOf();
    const before = await boardCount();
    const many = Object.fromEntries(
      Array.from({ length: LIMITS.customFieldsPerBoard + 1 }, (_, i) => [
        `C${String(i)}`,
        { type: 'text', name: `Field ${String(i)}` } as const,
      ]),
    );
    const requests = admin.requests.length;
    const over = await expectCode(
      importBoard(admin.client, { workspaceId, file: csv, columns: many }),
      'limit-reached',
    );
    expect(over.reason).toBe('customFieldsPerBoard');
    expect(admin.requests.slice(requests)).toEqual([]);
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, {
        workspaceId,
        file: csv,
        columns: { Size: { type: 'formula' as 'text', name: 'Size' } },
      }),
    );
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, {
        workspaceId,
        file: csv,
        columns: { Size: { type: 'text', name: 'Same' }, Notes: { type: 'text', name: ' same ' } },
      }),
    );
    await expectNoRequestValidation(admin, () =>
      importBoard(admin.client, {
        workspaceId,
        file: csv,
        columns: { ['H'.repeat(TEXT_LIMITS.importColumn.max + 1)]: 'skip' },
      }),
    );
    // Only the server knows the file's columns.
    const unknown = await expectCode(
      importBoard(admin.client, { workspaceId, file: csv, columns: { Missing: 'skip' } }),
      'validation',
    );
    expect(unknown.reason).toBe('unknown_column');
    // A select of more distinct values than a field holds.
    const rows = Array.from(
      { length: LIMITS.optionsPerCustomField + 1 },
      (_, i) => `Card ${String(i)},Now,v${String(i)}`,
    );
    const options = await expectCode(
      importBoard(admin.client, {
        workspaceId,
        file: `title,list,Kind\r\n${rows.join('\r\n')}\r\n`,
        columns: { Kind: { type: 'single_select', name: 'Kind' } },
      }),
      'limit-reached',
    );
    expect(options.reason).toBe('optionsPerCustomField');
    expect(await boardCount()).toBe(before);
  });

  it('keep a SQL-shaped or 10 kB header as a name, cut to a field name’s length', async () => {
    const long = 'H'.repeat(10_240);
    const file = `title,list,"${SQL_LOOKING}",${long}\r\nPlan,Now,a,b\r\n`;
    const preview = await previewImport(admin.client, { workspaceId, file });
    expect(preview.columns.map((c) => c.column.length)).toEqual([
      SQL_LOOKING.length,
      TEXT_LIMITS.importColumn.max,
    ]);
    const report = await importBoard(admin.client, {
      workspaceId,
      file,
      columns: Object.fromEntries(preview.columns.map((c) => [c.column, { type: 'text', name: c.name }])),
    });
    expect(report.createdFields).toEqual([
      { name: SQL_LOOKING, type: 'text' },
      { name: 'H'.repeat(TEXT_LIMITS.customFieldName.max), type: 'text' },
    ]);
    expect(report.skipped).toEqual([
      // The item is the header, cut to the report's length.
      { kind: 'text', item: 'H'.repeat(120), reason: 'truncated' },
    ]);
    expect(await valuesOf(report.boardId)).toEqual({
      Plan: { [SQL_LOOKING]: 'a', ['H'.repeat(TEXT_LIMITS.customFieldName.max)]: 'b' },
    });
  });

  it('that Teamboard’s CSV export wrote come back as the same fields, options included', async () => {
    const board = await createBoard(owner.client, { workspaceId, name: 'Round trip' });
    const list = await createList(owner.client, { boardId: board.id, name: 'Todo' });
    const card = await createCard(owner.client, { listId: list.id, title: 'Spec' });
    const stage = await createCustomField(owner.client, {
      boardId: board.id,
      name: 'Stage',
      type: 'single_select',
      options: [{ label: 'Draft' }, { label: 'Final' }],
    });
    const areas = await createCustomField(owner.client, {
      boardId: board.id,
      name: 'Areas',
      type: 'multi_select',
      options: [{ label: 'Web' }, { label: 'API' }],
    });
    const estimate = await createCustomField(owner.client, {
      boardId: board.id,
      name: 'Estimate',
      type: 'number',
      unit: 'h',
    });
    // "Yes" and "No" alone would be proposed a checkbox: the header keeps it a text.
    const note = await createCustomField(owner.client, { boardId: board.id, name: 'Note', type: 'text' });
    await setCardFieldValue(owner.client, {
      cardId: card.id,
      fieldId: stage.id,
      value: stage.options[1]!.id,
    });
    await setCardFieldValue(owner.client, {
      cardId: card.id,
      fieldId: areas.id,
      value: [areas.options[0]!.id, areas.options[1]!.id],
    });
    await setCardFieldValue(owner.client, { cardId: card.id, fieldId: estimate.id, value: 4.5 });
    await setCardFieldValue(owner.client, { cardId: card.id, fieldId: note.id, value: 'Yes' });

    const file = await exportBoard(owner.client, board.id, 'csv');
    const preview = await previewImport(admin.client, { workspaceId, file });
    expect(preview.columns.map((c) => [c.name, c.type, c.unit, c.exported])).toEqual([
      ['Stage', 'single_select', null, true],
      ['Areas', 'multi_select', null, true],
      ['Estimate', 'number', 'h', true],
      ['Note', 'text', null, true],
    ]);
    const report = await importBoard(admin.client, { workspaceId, file });
    expect(report.skipped).toEqual([]);
    const fields = await listCustomFields(admin.client, report.boardId);
    expect(fields.map((f) => [f.name, f.type, f.unit, f.options.map((o) => o.label)])).toEqual([
      ['Stage', 'single_select', null, ['Draft', 'Final']],
      ['Areas', 'multi_select', null, ['Web', 'API']],
      ['Estimate', 'number', 'h', []],
      ['Note', 'text', null, []],
    ]);
    const [copy] = (
      await backend.db.query<{ id: string }>(`select id from public.cards where board_id = $1`, [
        report.boardId,
      ])
    ).rows;
    const values = await listCardFieldValues(admin.client, copy!.id);
    expect(values).toHaveLength(4);
    expect(await valuesOf(report.boardId)).toEqual({
      Spec: { Stage: ['Final'], Areas: ['API', 'Web'], Estimate: 4.5, Note: 'Yes' },
    });
  });
});
