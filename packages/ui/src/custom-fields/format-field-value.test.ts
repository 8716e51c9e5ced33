import { describe, expect, it } from 'vitest';
import { fieldChips, formatFieldValue } from './format-field-value';
import type { CustomFieldView } from './types';

const words = { yes: 'Yes', no: 'No', unknown: 'Unknown' };
const people = [{ id: 'u1', name: 'Ada Lovelace' }];
const field = (type: CustomFieldView['type'], extra: Partial<CustomFieldView> = {}): CustomFieldView => ({
  id: type,
  name: type,
  type,
  options: [
    { id: 'o1', label: 'Planned', color: 'blue' },
    { id: 'o2', label: 'Shipped', color: 'green' },
  ],
  ...extra,
});

describe('formatFieldValue', () => {
  it('writes each kind in the reader’s language', () => {
    expect(formatFieldValue(field('number', { unit: 'h' }), 1234.5, people, 'de', words)).toBe('1.234,5 h');
    expect(formatFieldValue(field('number'), 1234.5, people, 'en', words)).toBe('1,234.5');
    // A calendar day stays that day whatever the reader's time zone.
    expect(formatFieldValue(field('date'), '2026-03-01', people, 'en', words)).toBe('Mar 1, 2026');
    expect(formatFieldValue(field('checkbox'), false, people, 'en', words)).toBe('No');
    expect(formatFieldValue(field('single_select'), 'o2', people, 'en', words)).toBe('Shipped');
    expect(formatFieldValue(field('multi_select'), ['o2', 'o1', 'gone'], people, 'en', words)).toBe(
      'Shipped, Planned, Unknown',
    );
    expect(formatFieldValue(field('person'), 'u1', people, 'en', words)).toBe('Ada Lovelace');
    expect(formatFieldValue(field('person'), 'u9', people, 'en', words)).toBe('Unknown');
    expect(formatFieldValue(field('text'), '<b>x</b>', people, 'en', words)).toBe('<b>x</b>');
  });
});

describe('fieldChips', () => {
  it('shows the “show on card” fields with a value, a select in its option’s colour', () => {
    const fields = [
      field('single_select', { showOnCard: true }),
      field('text', { showOnCard: false }),
      field('person', { showOnCard: true }),
      field('url', { showOnCard: true }),
    ];
    expect(
      fieldChips(fields, { single_select: 'o1', text: 'hidden', person: 'u1' }, people, 'en', words),
    ).toEqual([
      { id: 'single_select', name: 'single_select', text: 'Planned', color: 'blue' },
      { id: 'person', name: 'person', text: 'Ada Lovelace' },
    ]);
  });
});
