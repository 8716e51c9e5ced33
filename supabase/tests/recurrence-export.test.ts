import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, type Fixture } from './support/fixture';

// Repeat rules (issue 32) in a board's JSON export and import: the export
// carries each card's rule with the list its copies go to, the import sets it
// again on the new card as the importer (so the server checks the rule), and a
// rule it cannot keep is reported while the board and the card stay.

interface ImportReport {
  board_id: string;
  skipped: { kind: string; item: string; reason: string }[];
}
interface ExportedRule {
  rrule: string;
  dtstart: string;
  time_zone: string;
  mode: string;
  list_id: string | null;
}
interface Exported {
  lists: { id: string; name: string }[];
  cards: { title: string; recurrence: ExportedRule | null | string }[];
}
interface StoredRule {
  title: string;
  rrule: string;
  dtstart: string;
  time_zone: string;
  mode: string;
  list: string | null;
}

const upload = (client: SupabaseClient, workspaceId: string, bytes: string) => {
  const form = new FormData();
  form.set('workspace_id', workspaceId);
  form.set('file', new Blob([bytes]), 'board.json');
  return client.functions.invoke<ImportReport>('import-board', { body: form });
};

for (const variant of variants) {
  describe(`repeat rules in export and import on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let admin: SupabaseClient;
    let boardId: string;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const rulesOf = (board: string) =>
      q<StoredRule>(
        `select c.title, r.rrule, to_char(r.dtstart at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as dtstart,
                r.time_zone, r.mode::text as mode, l.name as list
           from public.card_recurrences r
           join public.cards c on c.id = r.card_id
           left join public.lists l on l.id = r.list_id
          where r.board_id = $1 order by c.title`,
        [board],
      );
    const exported = async () => {
      const result = await admin.functions.invoke<Exported>('export-board', {
        body: { board_id: boardId, format: 'json' },
      });
      expect(result.error).toBeNull();
      return result.data!;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      admin = await clientFor(t.backend, f.users.admin);
      boardId = (
        await q<{ id: string }>(
          `insert into public.boards (workspace_id, name) values ($1, 'Routines') returning id`,
          [f.workspaceId],
        )
      )[0]!.id;
      const lists = await q<{ id: string; name: string }>(
        `insert into public.lists (board_id, name, position) values ($1, 'Todo', 1), ($1, 'Done', 2) returning id, name`,
        [boardId],
      );
      const listId = (name: string) => lists.find((list) => list.name === name)!.id;
      const cards = await q<{ id: string; title: string }>(
        `insert into public.cards (board_id, list_id, title, position)
         values ($1, $2, 'Standup notes', 1), ($1, $2, 'Water the plants', 2), ($1, $2, 'One-off', 3)
         returning id, title`,
        [boardId, listId('Todo')],
      );
      const cardId = (title: string) => cards.find((card) => card.title === title)!.id;
      for (const rule of [
        {
          card_id: cardId('Standup notes'),
          rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          dtstart: '2027-01-04T09:00:00+01:00',
          time_zone: 'Europe/Berlin',
          mode: 'copy',
          list_id: listId('Done'),
        },
        {
          card_id: cardId('Water the plants'),
          rrule: 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1',
          dtstart: '2027-01-29T08:00:00-05:00',
          time_zone: 'America/New_York',
          mode: 'reopen',
        },
      ]) {
        const { error } = await admin.rpc('set_card_recurrence', rule);
        expect(error).toBeNull();
      }
    });
    afterAll(async () => {
      await t?.stop();
    });

    it('exports each rule and imports it again, copies going to the same list of the new board', async () => {
      const file = await exported();
      const done = file.lists.find((list) => list.name === 'Done')!.id;
      expect(file.cards.map((card) => [card.title, card.recurrence === null ? null : 'rule'])).toEqual([
        ['Standup notes', 'rule'],
        ['Water the plants', 'rule'],
        ['One-off', null],
      ]);
      expect(file.cards[0]!.recurrence).toMatchObject({ mode: 'copy', list_id: done });

      const result = await upload(admin, f.workspaceId, JSON.stringify(file));
      expect(result.error).toBeNull();
      expect(result.data!.skipped).toEqual([]);
      const before = await rulesOf(boardId);
      expect(before).toHaveLength(2);
      expect(await rulesOf(result.data!.board_id)).toEqual(before);
    });

    it('reports a rule it cannot keep, hostile or malformed, and keeps the board and the card', async () => {
      const file = await exported();
      const [standup, plants, oneOff] = file.cards;
      standup!.recurrence = {
        ...(standup!.recurrence as ExportedRule),
        rrule: "FREQ=DAILY'; drop table public.cards; --",
      };
      plants!.recurrence = { ...(plants!.recurrence as ExportedRule), time_zone: '../../etc/passwd' };
      oneOff!.recurrence = 'every day';
      const result = await upload(admin, f.workspaceId, JSON.stringify(file));
      expect(result.error).toBeNull();
      expect(result.data!.skipped).toEqual(
        expect.arrayContaining([
          { kind: 'recurrence', item: 'Standup notes', reason: 'invalid_value' },
          { kind: 'recurrence', item: 'Water the plants', reason: 'invalid_value' },
          { kind: 'recurrence', item: 'One-off', reason: 'invalid_value' },
        ]),
      );
      expect(result.data!.skipped).toHaveLength(3);
      expect(await rulesOf(result.data!.board_id)).toEqual([]);
      const titles = await q<{ title: string }>(
        `select title from public.cards where board_id = $1 order by title`,
        [result.data!.board_id],
      );
      expect(titles.map((row) => row.title)).toEqual(['One-off', 'Standup notes', 'Water the plants']);
    });
  });
}
