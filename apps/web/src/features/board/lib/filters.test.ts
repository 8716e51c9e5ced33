import { describe, expect, it } from 'vitest';
import {
  hasFilters,
  matchesFilters,
  NO_FILTERS,
  pickedText,
  readFilters,
  toggleId,
  withKnownIds,
  writeFilters,
  type FilterableCard,
} from './filters';

const now = new Date('2026-03-10T12:00:00Z');
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);

const card: FilterableCard = {
  title: 'Ship the Board',
  description: 'with **drag and drop**',
  dueAt: null,
  completed: false,
  assigneeIds: ['ada'],
  labelIds: ['bug'],
  fieldValues: { stage: 'o-ship', platforms: ['o-web', 'o-ios'] },
};

describe('readFilters / writeFilters', () => {
  it('round-trips every filter and keeps unrelated parameters', () => {
    const filters = {
      assignees: ['ada', 'grace'],
      labels: ['bug'],
      due: 'soon' as const,
      text: 'drag',
      fields: { stage: ['o-ship', 'o-plan'] },
    };
    const params = writeFilters(new URLSearchParams('keep=1&due=none'), filters);
    expect(params.get('keep')).toBe('1');
    expect(readFilters(params)).toEqual(filters);
  });

  it('drops empty filters from the URL and ignores an unknown due value', () => {
    expect(writeFilters(new URLSearchParams('q=x&label=l&field.f=o'), NO_FILTERS).toString()).toBe('');
    expect(readFilters(new URLSearchParams('field.f1=o1&field.f1=o2&field.f2=o3')).fields).toEqual({
      f1: ['o1', 'o2'],
      f2: ['o3'],
    });
    expect(readFilters(new URLSearchParams('due=tomorrow')).due).toBeNull();
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, text: '  ' })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, due: 'none' })).toBe(true);
    expect(hasFilters({ ...NO_FILTERS, fields: { stage: ['o-ship'] } })).toBe(true);
  });
});

describe('matchesFilters', () => {
  it('matches everything without filters', () => {
    expect(matchesFilters(card, NO_FILTERS, now)).toBe(true);
  });

  it('matches any of the chosen assignees and labels', () => {
    expect(matchesFilters(card, { ...NO_FILTERS, assignees: ['grace', 'ada'] }, now)).toBe(true);
    expect(matchesFilters(card, { ...NO_FILTERS, assignees: ['grace'] }, now)).toBe(false);
    expect(matchesFilters(card, { ...NO_FILTERS, labels: ['feature'] }, now)).toBe(false);
  });

  it('combines kinds with AND', () => {
    expect(matchesFilters(card, { ...NO_FILTERS, assignees: ['ada'], labels: ['feature'] }, now)).toBe(false);
  });

  it('filters by due state', () => {
    const overdue = { ...card, dueAt: hours(-1) };
    const soon = { ...card, dueAt: hours(3) };
    expect(matchesFilters(overdue, { ...NO_FILTERS, due: 'overdue' }, now)).toBe(true);
    expect(matchesFilters(soon, { ...NO_FILTERS, due: 'overdue' }, now)).toBe(false);
    expect(matchesFilters(soon, { ...NO_FILTERS, due: 'soon' }, now)).toBe(true);
    expect(matchesFilters({ ...overdue, completed: true }, { ...NO_FILTERS, due: 'overdue' }, now)).toBe(
      false,
    );
    expect(matchesFilters(card, { ...NO_FILTERS, due: 'none' }, now)).toBe(true);
    expect(matchesFilters(soon, { ...NO_FILTERS, due: 'none' }, now)).toBe(false);
  });

  it('matches a select value by any of the chosen options, single or multi', () => {
    expect(matchesFilters(card, { ...NO_FILTERS, fields: { stage: ['o-plan', 'o-ship'] } }, now)).toBe(true);
    expect(matchesFilters(card, { ...NO_FILTERS, fields: { stage: ['o-plan'] } }, now)).toBe(false);
    expect(matchesFilters(card, { ...NO_FILTERS, fields: { platforms: ['o-ios'] } }, now)).toBe(true);
    expect(matchesFilters(card, { ...NO_FILTERS, fields: { other: ['o-ios'] } }, now)).toBe(false);
    expect(
      matchesFilters(card, { ...NO_FILTERS, fields: { stage: ['o-ship'], platforms: ['o-android'] } }, now),
    ).toBe(false);
  });

  it('searches title and description case-insensitively', () => {
    expect(matchesFilters(card, { ...NO_FILTERS, text: 'board' }, now)).toBe(true);
    expect(matchesFilters(card, { ...NO_FILTERS, text: 'DRAG AND' }, now)).toBe(true);
    expect(matchesFilters(card, { ...NO_FILTERS, text: 'missing' }, now)).toBe(false);
  });
});

describe('toggleId', () => {
  it('adds once, keeps the picking order, and removes', () => {
    expect(toggleId(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleId(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleId([], 'a', false)).toEqual([]);
  });
});

describe('pickedText', () => {
  it('shows the count only when something is picked', () => {
    expect(pickedText('Labels', 0)).toBe('Labels');
    expect(pickedText('Labels', 2)).toBe('Labels · 2');
  });
});

describe('withKnownIds', () => {
  const filters = { ...NO_FILTERS, labels: ['bug', 'gone'], assignees: ['ada', 'left'] };

  it('drops ids the board does not know', () => {
    expect(withKnownIds(filters, { labels: new Set(['bug']), people: new Set(['ada']) })).toEqual({
      ...NO_FILTERS,
      labels: ['bug'],
      assignees: ['ada'],
    });
  });

  it('drops filters of fields the board does not have', () => {
    const byField = { ...NO_FILTERS, fields: { stage: ['o'], deleted: ['o'] } };
    expect(withKnownIds(byField, { labels: null, people: null, fields: new Set(['stage']) })).toEqual({
      ...NO_FILTERS,
      fields: { stage: ['o'] },
    });
    expect(withKnownIds(byField, { labels: null, people: null, fields: null })).toBe(byField);
  });

  it('keeps a kind untouched while it is loading, and returns the same object when nothing changes', () => {
    expect(withKnownIds(filters, { labels: null, people: null })).toBe(filters);
    expect(withKnownIds(filters, { labels: new Set(), people: null })).toEqual({ ...filters, labels: [] });
  });
});
