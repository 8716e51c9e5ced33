import type { recurrenceMessages } from './recurrence.en';

/** Die deutschen Texte des Abschnitts „Wiederholen“ (Du-Form). */
export const recurrenceMessagesDe: Record<keyof typeof recurrenceMessages, string> = {
  'card.recurrence.none': 'Diese Karte wiederholt sich nicht.',
  'card.recurrence.add': 'Karte wiederholen',
  'card.recurrence.edit': 'Ändern',
  'card.recurrence.save': 'Speichern',
  'card.recurrence.cancel': 'Abbrechen',
  'card.recurrence.remove': 'Nicht mehr wiederholen',
  'card.recurrence.mode': 'Jedes Mal',
  'card.recurrence.mode.copy': 'Neue Kopie anlegen',
  'card.recurrence.mode.reopen': 'Nach Erledigen wieder öffnen',
  'card.recurrence.next': 'Nächste Termine',
  'card.recurrence.ended': 'Keine weiteren Termine.',
  'card.recurrence.timeZone': 'Zeiten in {zone}',
  'card.recurrence.failed': 'Die Wiederholung konnte nicht geändert werden',
  'card.recurrence.loadFailed': 'Die Wiederholung konnte nicht geladen werden',
};
