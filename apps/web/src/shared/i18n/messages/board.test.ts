import { describe, expect, it } from 'vitest';
import { catalogueTranslate } from '../catalogue-translate';

const en = catalogueTranslate('en');
const de = catalogueTranslate('de');

// The board's messages with plurals, selects and numbers, through the real compiled catalogues.
describe('the board messages', () => {
  it('count filtered cards with plurals and the language’s digits', () => {
    expect(en('board.filter.count', { shown: 2, total: 4 })).toBe('2 of 4 cards');
    expect(en('board.filter.count', { shown: 1, total: 1 })).toBe('1 of 1 card');
    expect(de('board.filter.count', { shown: 1, total: 1 })).toBe('1 von 1 Karte');
    expect(de('board.filter.count', { shown: 1200, total: 2500 })).toBe('1.200 von 2.500 Karten');
    expect(en('board.filter.count', { shown: 1200, total: 2500 })).toBe('1,200 of 2,500 cards');
  });

  it('say how many cards an archived list takes with it', () => {
    expect(en('board.list.archiveDescription', { count: 1 })).toBe(
      'The list and its 1 card leave the board for everyone on it.',
    );
    expect(de('board.list.archiveDescription', { count: 3 })).toBe(
      'Die Liste und ihre 3 Karten verschwinden für alle vom Board.',
    );
  });

  it('name the filter buttons by kind', () => {
    expect(en('board.filter.byPicked', { kind: 'labels', count: 2 })).toBe('Filter by labels: 2 picked');
    expect(de('board.filter.byPicked', { kind: 'assignees', count: 2 })).toBe(
      'Nach Zuständigen filtern: 2 ausgewählt',
    );
    expect(de('board.filter.clear', { kind: 'labels' })).toBe('Labels zurücksetzen');
  });

  it('name every label colour', () => {
    expect(en('board.labels.colourName', { color: 'indigo' })).toBe('Indigo');
    expect(de('board.labels.colourName', { color: 'green' })).toBe('Grün');
    expect(de('board.labels.colourName', { color: 'purple' })).toBe('Lila');
  });
});
