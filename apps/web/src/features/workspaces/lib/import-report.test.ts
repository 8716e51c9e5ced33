import { setupI18n } from '@lingui/core';
import type { ImportReport } from '@teamboard/sdk';
import type { Locale } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import { messages as de } from '@/shared/i18n/compiled/de';
import { messages as en } from '@/shared/i18n/compiled/en';
import type { Translate } from '@/shared/i18n';
import { describeGroup, groupSkipped, importedParts } from './import-report';

/** The app's real compiled catalogues, as the running app uses them. */
function translate(locale: Locale): Translate {
  const i18n = setupI18n({ locale, messages: { en, de } });
  return (id, values) => i18n._(id, values);
}

const report: ImportReport = {
  boardId: 'b',
  name: 'Board',
  format: 'trello',
  imported: {
    lists: 1,
    labels: 2,
    cards: 7,
    archivedCards: 1,
    checklistItems: 0,
    comments: 3,
    assignees: 1,
    startDates: 0,
    dueDates: 2,
    dependencies: 0,
    fields: 0,
    fieldValues: 0,
  },
  createdFields: [],
  skipped: [],
};

describe('import report', () => {
  it('counts in words, singular and plural', () => {
    expect(importedParts(report, translate('en'))).toEqual([
      '1 list',
      '7 cards (1 archived)',
      '2 labels',
      '0 checklist items',
      '3 comments',
      '2 due dates',
      '1 assignee',
    ]);
  });

  it('names the links between cards only when a Teamboard export brought some', () => {
    const linked: ImportReport = {
      ...report,
      format: 'teamboard',
      imported: { ...report.imported, dependencies: 3 },
    };
    expect(importedParts(linked, translate('en')).at(-1)).toBe('3 links between cards');
    expect(importedParts(linked, translate('de')).at(-1)).toBe('3 Verknüpfungen zwischen Karten');
  });

  it('names start dates only when the file brought some', () => {
    const started: ImportReport = { ...report, imported: { ...report.imported, startDates: 4 } };
    expect(importedParts(started, translate('en'))).toContain('4 start dates');
    expect(importedParts(started, translate('de'))).toContain('4 Startdaten');
    expect(importedParts(report, translate('en')).join()).not.toContain('start');
  });

  it('names custom fields and their values only when the file brought some', () => {
    const fielded: ImportReport = { ...report, imported: { ...report.imported, fields: 2, fieldValues: 5 } };
    expect(importedParts(fielded, translate('en')).slice(-2)).toEqual(['2 custom fields', '5 field values']);
    expect(importedParts(fielded, translate('de')).slice(-2)).toEqual(['2 eigene Felder', '5 Feldwerte']);
  });

  it('names the fields the import created, a CSV file’s columns among them', () => {
    const named: ImportReport = {
      ...report,
      format: 'csv',
      imported: { ...report.imported, fields: 2, fieldValues: 3 },
      createdFields: [
        { name: 'Points', type: 'number' },
        { name: 'Owner', type: 'text' },
      ],
    };
    expect(importedParts(named, translate('en')).slice(-2)).toEqual([
      '2 custom fields (Points, Owner)',
      '3 field values',
    ]);
    expect(importedParts(named, translate('de')).slice(-2)).toEqual([
      '2 eigene Felder (Points, Owner)',
      '3 Feldwerte',
    ]);
    const left = groupSkipped([
      { kind: 'field_value', item: 'Stage on "A"', reason: 'invalid_value' },
      { kind: 'field_value', item: 'a field on "B"', reason: 'unknown_field' },
    ]);
    expect(left.map((group) => describeGroup(group, translate('en')))).toEqual([
      '1 field value left out because it does not fit the field’s type: Stage on "A".',
      '1 field value left out because its field was not in the file: a field on "B".',
    ]);
    expect(describeGroup(left[0]!, translate('de'))).toBe(
      '1 Feldwert: ausgelassen, weil es nicht zum Typ des Felds passt: Stage on "A".',
    );
  });

  it('groups what was left out by kind and reason, counted, in both languages', () => {
    const groups = groupSkipped([
      { kind: 'assignee', item: 'ann@example.test', reason: 'not_a_member' },
      { kind: 'card', item: '(untitled)', reason: 'empty' },
      { kind: 'assignee', item: 'bob@example.test', reason: 'not_a_member' },
      { kind: 'assignee', item: 'cid@example.test', reason: 'not_a_member' },
      { kind: 'dependency', item: 'Ship it', reason: 'not_in_file' },
    ]);
    expect(groups.map((group) => describeGroup(group, translate('en')))).toEqual([
      '3 assignees not members of this workspace: ann@example.test, bob@example.test, cid@example.test.',
      '1 card left out because it was empty: (untitled).',
      '1 blocker left out because it was on another board: Ship it.',
    ]);
    expect(describeGroup(groups[0]!, translate('de'))).toBe(
      '3 zuständige Personen: nicht Mitglied dieses Arbeitsbereichs: ann@example.test, bob@example.test, cid@example.test.',
    );
  });

  it('says an attachment stayed behind because the backup held no files, in both languages', () => {
    const [group] = groupSkipped([
      { kind: 'attachment', item: 'plan.pdf', reason: 'no_file' },
      { kind: 'attachment', item: 'photo.png', reason: 'no_file' },
    ]);
    expect(describeGroup(group!, translate('en'))).toBe(
      '2 attachments left out because the backup holds no files: restore from a backup with attached files: plan.pdf, photo.png.',
    );
    expect(describeGroup(group!, translate('de'))).toMatch(
      /^2 Anhänge: ausgelassen, weil die Sicherung keine Dateien enthält/,
    );
  });

  it('names a repeat rule the server could not read, in both languages', () => {
    const [group] = groupSkipped([{ kind: 'recurrence', item: 'Standup', reason: 'invalid_value' }]);
    expect(describeGroup(group!, translate('en'))).toBe(
      '1 repeat rule left out because the rule could not be read: Standup.',
    );
    expect(describeGroup(group!, translate('de'))).toBe(
      '1 Wiederholungsregel: ausgelassen, weil die Regel nicht lesbar war: Standup.',
    );
  });

  it('counts in German, with German plurals and digit grouping', () => {
    const big: ImportReport = { ...report, imported: { ...report.imported, cards: 1234, archivedCards: 0 } };
    expect(importedParts(big, translate('de'))).toEqual([
      '1 Liste',
      '1.234 Karten',
      '2 Labels',
      '0 Checklistenpunkte',
      '3 Kommentare',
      '2 Fälligkeitsdaten',
      '1 zuständige Person',
    ]);
  });
});
