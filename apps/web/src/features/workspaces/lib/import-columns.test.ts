import type { ImportColumn } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { choicesFor, columnsToSend, looksLikeCsv, proposedChoices } from './import-columns';

const column = (over: Partial<ImportColumn>): ImportColumn => ({
  column: 'Points',
  name: 'Points',
  type: 'number',
  unit: null,
  exported: false,
  person: false,
  samples: [],
  ...over,
});

describe('import columns', () => {
  it('tells a CSV file from a JSON one as the server does', () => {
    expect(looksLikeCsv('title,list\r\n')).toBe(true);
    expect(looksLikeCsv('\uFEFF  {"name": "x"}')).toBe(false);
    expect(looksLikeCsv('[1]')).toBe(true);
  });

  it('offers a person field only when every value is an address', () => {
    expect(choicesFor(column({}))).not.toContain('person');
    expect(choicesFor(column({ person: true }))).toContain('person');
    expect(choicesFor(column({})).at(-1)).toBe('skip');
  });

  it('proposes what the server proposed, skipping empty columns and people without addresses', () => {
    expect(
      proposedChoices([
        column({}),
        column({ column: 'Blank', type: null }),
        column({ column: 'Who', type: 'person', person: false }),
        column({ column: 'Mail', type: 'person', person: true }),
      ]),
    ).toEqual({ Points: 'number', Blank: 'skip', Who: 'skip', Mail: 'person' });
  });

  it('sends every column’s choice under its header, a number keeping its unit', () => {
    const columns = [
      column({ column: 'Estimate (h)', name: 'Estimate', unit: 'h' }),
      column({ column: 'Stage [single_select]', name: 'Stage', type: 'single_select' }),
      column({ column: 'Notes', name: 'Notes', type: 'text' }),
    ];
    expect(
      columnsToSend(columns, { 'Estimate (h)': 'number', 'Stage [single_select]': 'text', Notes: 'skip' }),
    ).toEqual({
      'Estimate (h)': { type: 'number', name: 'Estimate', unit: 'h' },
      'Stage [single_select]': { type: 'text', name: 'Stage' },
      Notes: 'skip',
    });
    // A column without a choice keeps its proposal.
    expect(columnsToSend(columns.slice(2), {})).toEqual({ Notes: { type: 'text', name: 'Notes' } });
  });
});
