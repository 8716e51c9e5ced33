import type { ImportReport, ImportSkipped } from '@teamboard/sdk';

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** The counts of an import, as one sentence's parts ("5 lists", "7 cards (1 archived)", …). */
export function importedParts(report: ImportReport): string[] {
  const i = report.imported;
  return [
    plural(i.lists, 'list', 'lists'),
    `${plural(i.cards, 'card', 'cards')}${i.archivedCards > 0 ? ` (${String(i.archivedCards)} archived)` : ''}`,
    plural(i.labels, 'label', 'labels'),
    plural(i.checklistItems, 'checklist item', 'checklist items'),
    plural(i.comments, 'comment', 'comments'),
    plural(i.dueDates, 'due date', 'due dates'),
    plural(i.assignees, 'assignee', 'assignees'),
  ];
}

const REASONS: Record<ImportSkipped['reason'], string> = {
  empty: 'it was empty',
  truncated: 'it was too long and was shortened',
  duplicate: 'it was a duplicate',
  unknown_list: 'its list was missing',
  invalid_date: 'the date could not be read',
  no_email: 'the export has no email for this person',
  not_a_member: 'nobody in this workspace has this email',
  unsupported: 'files stay in the source: attach them again',
};

const KINDS: Record<ImportSkipped['kind'], string> = {
  list: 'List',
  card: 'Card',
  label: 'Label',
  checklist_item: 'Checklist item',
  comment: 'Comment',
  assignee: 'Assignee',
  due_date: 'Due date of',
  attachment: 'Attachments:',
  text: 'Text of',
};

/** One line per item left out or shortened, in words. */
export function describeSkipped(item: ImportSkipped): string {
  return `${KINDS[item.kind]} ${item.item}: ${REASONS[item.reason]}.`;
}
