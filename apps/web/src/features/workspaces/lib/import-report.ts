import type { ImportReport, ImportSkipped } from '@teamboard/sdk';
import type { Translate } from '@/shared/i18n';

/** The counts of an import, as one sentence's parts ("5 lists", "7 cards (1 archived)", …), in the active language. */
export function importedParts(report: ImportReport, t: Translate): string[] {
  const i = report.imported;
  return [
    t('workspaces.import.lists', { count: i.lists }),
    i.archivedCards > 0
      ? t('workspaces.import.cardsArchived', { count: i.cards, archived: i.archivedCards })
      : t('workspaces.import.cards', { count: i.cards }),
    t('workspaces.import.labels', { count: i.labels }),
    t('workspaces.import.checklistItems', { count: i.checklistItems }),
    t('workspaces.import.comments', { count: i.comments }),
    // Start dates only when the file had some: most files never say "0 start dates".
    ...(i.startDates > 0 ? [t('workspaces.import.startDates', { count: i.startDates })] : []),
    t('workspaces.import.dueDates', { count: i.dueDates }),
    t('workspaces.import.assignees', { count: i.assignees }),
    // Not every file brings custom fields, and only a Teamboard export links between cards; the
    // others never say "0 fields" or "0 links". The fields are named: a CSV file's columns became
    // fields nobody defined by hand.
    ...(i.fields > 0
      ? [
          report.createdFields.length > 0
            ? t('workspaces.import.fieldsNamed', {
                count: i.fields,
                names: report.createdFields.map((field) => field.name).join(', '),
              })
            : t('workspaces.import.fields', { count: i.fields }),
          t('workspaces.import.fieldValues', { count: i.fieldValues }),
        ]
      : []),
    ...(i.dependencies > 0 ? [t('workspaces.import.dependencies', { count: i.dependencies })] : []),
  ];
}

/** Items left out for the same reason, in the order the file first had one. */
export interface SkippedGroup {
  readonly kind: ImportSkipped['kind'];
  readonly reason: ImportSkipped['reason'];
  readonly items: readonly string[];
}

/** What was left out, grouped by kind and reason, so a long report reads as a few counted lines. */
export function groupSkipped(skipped: readonly ImportSkipped[]): SkippedGroup[] {
  const groups = new Map<
    string,
    { kind: ImportSkipped['kind']; reason: ImportSkipped['reason']; items: string[] }
  >();
  for (const { kind, reason, item } of skipped) {
    const key = `${kind}\u0000${reason}`;
    const group = groups.get(key) ?? { kind, reason, items: [] };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** "3 assignees not members of this workspace: a@x, b@y, c@z.", in the active language. */
export function describeGroup(group: SkippedGroup, t: Translate): string {
  return t('workspaces.import.group', {
    what: t('workspaces.import.kind', { kind: group.kind, count: group.items.length }),
    kind: group.kind,
    reason: group.reason,
    count: group.items.length,
    items: group.items.join(', '),
  });
}
