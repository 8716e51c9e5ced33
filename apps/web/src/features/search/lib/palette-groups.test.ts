import type { Board, Member, SearchResult } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/shared/i18n/test-locale';
import { paletteGroups, targetOf } from './palette-groups';

const en = await translatorFor('en');
const de = await translatorFor('de');

const result = (over: Partial<SearchResult>): SearchResult => ({
  card_id: 'c1',
  board_id: 'b1',
  board_name: 'Roadmap',
  list_name: 'To do',
  title: 'Launch',
  snippet: 'the <mark>lighthouse</mark> keeper',
  archived: false,
  rank: 0.5,
  ...over,
});
const board = (id: string, name: string) => ({ id, name }) as Board;
const member = (id: string, name: string) =>
  ({ user_id: id, profile: { display_name: name } }) as unknown as Member;

describe('paletteGroups', () => {
  it('groups found cards, matching boards and people, and the actions of the screen', () => {
    const groups = paletteGroups(
      {
        query: 'road',
        results: [result({}), result({ card_id: 'c2', archived: true })],
        boards: [board('b1', 'Roadmap'), board('b2', 'Ops')],
        members: [member('u1', 'Rhoda Road'), member('u2', 'Kim')],
        boardId: null,
      },
      en,
    );
    expect(groups.map((g) => [g.id, g.items.map((i) => i.id)])).toEqual([
      ['cards', ['card:b1:c1', 'card:b1:c2']],
      ['boards', ['board:b1']],
      ['people', ['person:u1']],
      ['actions', []],
    ]);
    expect(groups[0]!.items[0]).toMatchObject({
      detail: 'Roadmap · To do',
      detailParts: [
        { text: 'the ', match: false },
        { text: 'lighthouse', match: true },
        { text: ' keeper', match: false },
      ],
    });
    expect(groups[0]!.items[1]!.hint).toBe('Archived');
  });

  it('offers "new card" and the calendar only on a board', () => {
    const actions = (boardId: string | null, query = '') =>
      paletteGroups({ query, results: [], boards: [], members: [], boardId }, en)
        .at(-1)!
        .items.map((i) => i.label);
    expect(actions(null)).toEqual(['My cards', 'Go to settings']);
    expect(actions('b1')).toEqual(['New card', 'Open the calendar', 'My cards', 'Go to settings']);
    expect(actions('b1', 'sett')).toEqual(['Go to settings']);
  });
});

describe('paletteGroups in German', () => {
  it('names groups, actions and archived cards in German and matches what is typed in German', () => {
    const groups = paletteGroups(
      { query: '', results: [result({ archived: true })], boards: [], members: [], boardId: 'b1' },
      de,
    );
    expect(groups.map((g) => g.heading)).toEqual(['Karten', 'Boards', 'Personen', 'Aktionen']);
    expect(groups[0]!.items[0]!.hint).toBe('Archiviert');
    expect(groups.at(-1)!.items.map((i) => i.label)).toEqual([
      'Neue Karte',
      'Kalender öffnen',
      'Meine Karten',
      'Zu den Einstellungen',
    ]);
    const typed = paletteGroups({ query: 'kalen', results: [], boards: [], members: [], boardId: 'b1' }, de);
    expect(typed.at(-1)!.items.map((i) => i.id)).toEqual(['action:calendar:b1']);
  });
});

describe('targetOf', () => {
  it('turns an item id into where it leads', () => {
    expect(targetOf('card:b1:c1', 'acme')).toEqual({ kind: 'go', path: '/w/acme/b/b1/c/c1' });
    expect(targetOf('board:b2', 'acme')).toEqual({ kind: 'go', path: '/w/acme/b/b2' });
    expect(targetOf('person:u1', 'acme')).toEqual({ kind: 'go', path: '/w/acme' });
    expect(targetOf('action:new-card', 'acme')).toEqual({ kind: 'new-card' });
    expect(targetOf('action:calendar:b1', 'acme')).toEqual({ kind: 'go', path: '/w/acme/b/b1/calendar' });
    expect(targetOf('action:my-cards', 'acme')).toEqual({ kind: 'go', path: '/w/acme/my-cards' });
    expect(targetOf('action:settings', 'acme')).toEqual({ kind: 'go', path: '/w/acme/settings' });
  });

  it.each([
    ['en', en, 'Archived'],
    ['de', de, 'Archiviert'],
  ] as const)('shows a snippet’s mentions as @Name and no Markdown (%s)', (_locale, t, archived) => {
    const [cards] = paletteGroups(
      {
        query: 'bob',
        results: [
          result({
            archived: true,
            snippet: '## Goals **v2.0** for @[<mark>Bob</mark> Brown](6e8d0827-1c5b-4c57-9d3c-2f4b8f1f4a11)',
          }),
        ],
        boards: [],
        members: [],
        boardId: null,
      },
      t,
    );
    expect(cards!.items[0]).toMatchObject({
      hint: archived,
      detailParts: [
        { text: 'Goals v2.0 for @', match: false },
        { text: 'Bob', match: true },
        { text: ' Brown', match: false },
      ],
    });
  });
});
