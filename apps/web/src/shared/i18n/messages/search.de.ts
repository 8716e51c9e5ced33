import type { searchMessages } from './search.en';

/** Die Texte der Suche, von „Meine Karten“ und des Kalenders. */
export const searchMessagesDe: Record<keyof typeof searchMessages, string> = {
  'search.label': 'Arbeitsbereich durchsuchen',
  'search.box': 'Suchen…',
  'search.empty': 'Keine Karten, Boards, Personen oder Aktionen gefunden.',
  'search.archived': 'Archiviert',
  'search.group.cards': 'Karten',
  'search.group.boards': 'Boards',
  'search.group.people': 'Personen',
  'search.group.actions': 'Aktionen',
  'search.action.newCard': 'Neue Karte',
  'search.action.calendar': 'Kalender öffnen',
  'search.action.settings': 'Zu den Einstellungen',
  'myCards.title': 'Meine Karten',
  'myCards.loadError': 'Deine Karten konnten nicht geladen werden',
  'myCards.empty.title': 'Dir ist nichts zugewiesen',
  'myCards.empty.description': 'Karten, denen du auf irgendeinem Board zugewiesen bist, erscheinen hier.',
  'myCards.group':
    '{group, select, overdue {Überfällig} progress {In Arbeit} today {Heute} week {Diese Woche} later {Später} other {Ohne Fälligkeitsdatum}}',
  'myCards.count': '{count, number}',
  'calendar.title': '{board}: Kalender',
};
