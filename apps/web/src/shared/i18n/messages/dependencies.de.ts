import type { dependencyMessages } from './dependencies.en';

/** Die deutschen Texte zu Abhängigkeiten (Du-Form). */
export const dependencyMessagesDe: Record<keyof typeof dependencyMessages, string> = {
  'board.blockedMove.title': '„{title}“ ist noch blockiert',
  'board.blockedMove.description':
    '{count, plural, one {Sie wartet auf # offene Karte.} other {Sie wartet auf # offene Karten.}} Trotzdem nach „{list}“ verschieben?',
  'board.blockedMove.confirm': 'Trotzdem verschieben',
  'board.blockedMoveRule.label': 'Blockierte Karten aus Erledigt-Listen fernhalten',
  'board.blockedMoveRule.hint':
    'An: Eine Karte, die auf offene Karten wartet, kann nicht in eine Erledigt-Liste verschoben werden. Aus: Das Verschieben fragt vorher nach.',
  'board.blockedMoveRule.failed': 'Die Regel für blockierte Karten konnte nicht geändert werden',
  'board.list.doneList': 'Erledigt-Liste',
  'board.list.doneListHint':
    'Karten hier sind fertig: Eine blockierte Karte kommt nur nach Rückfrage hinein.',
  'board.list.doneListFailed': 'Die Erledigt-Liste konnte nicht geändert werden',
  'card.dependencies.failed': 'Die Abhängigkeiten konnten nicht geändert werden',
  'card.dependencies.loadFailed': 'Die Abhängigkeiten konnten nicht geladen werden',
  'error.dependencyCycle': 'Diese Karte wartet schon auf jene: Eine Verknüpfung ergäbe eine Schleife.',
  'error.cardBlocked':
    'Diese Karte ist noch blockiert, und dieses Board lässt blockierte Karten nicht in Erledigt-Listen.',
};
