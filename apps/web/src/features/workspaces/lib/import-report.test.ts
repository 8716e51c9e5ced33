import type { ImportReport } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { describeSkipped, importedParts } from './import-report';

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
    dueDates: 2,
  },
  skipped: [],
};

describe('import report', () => {
  it('counts in words, singular and plural', () => {
    expect(importedParts(report)).toEqual([
      '1 list',
      '7 cards (1 archived)',
      '2 labels',
      '0 checklist items',
      '3 comments',
      '2 due dates',
      '1 assignee',
    ]);
  });

  it('says why an item was left out', () => {
    expect(describeSkipped({ kind: 'assignee', item: 'bob@example.test', reason: 'not_a_member' })).toBe(
      'Assignee bob@example.test: nobody in this workspace has this email.',
    );
  });
});
