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
    t('workspaces.import.dueDates', { count: i.dueDates }),
    t('workspaces.import.assignees', { count: i.assignees }),
    // Only a Teamboard export brings links between cards; the other formats never say "0 links".
    ...(i.dependencies > 0 ? [t('workspaces.import.dependencies', { count: i.dependencies })] : []),
  ];
}

/** One line per item left out or shortened, in words: what it was and why (one message, so the order can differ per language). */
export function describeSkipped(item: ImportSkipped, t: Translate): string {
  return t('workspaces.import.skipped', { kind: item.kind, item: item.item, reason: item.reason });
}
