import type { notificationsMessages } from './notifications.en';

/** Die Texte der Glocke, des Posteingangs, des Beobachten-Schalters und der Benachrichtigungseinstellungen. */
export const notificationsMessagesDe: Record<keyof typeof notificationsMessages, string> = {
  'notifications.title': 'Benachrichtigungen',
  'notifications.openInbox': 'Posteingang öffnen',
  'notifications.settings.saveFailed': 'Die Benachrichtigungseinstellungen konnten nicht gespeichert werden',
  'notifications.settings.loadError': 'Die Benachrichtigungseinstellungen konnten nicht geladen werden',
  'notifications.settings.email': 'Benachrichtigungen per E-Mail',
  'notifications.settings.when': 'Schick mir eine E-Mail, wenn',
  'notifications.kind':
    '{kind, select, mentioned {mich jemand erwähnt} assigned {ich einer Karte zugewiesen werde} commented {jemand eine Karte kommentiert, die ich beobachte} due_soon {eine meiner Karten innerhalb eines Tages fällig ist} overdue {eine meiner Karten überfällig ist} invited {ich in einen Arbeitsbereich eingeladen werde} webhook_disabled {ein Webhook, den ich verwalte, nach einem Tag voller Fehler ausgeschaltet wird} other {sich meine Rolle in einem Arbeitsbereich ändert}}',
  'notifications.watch.failed': 'Beobachten konnte nicht geändert werden',
  'notifications.watch.hint': 'Beobachter erfahren von jedem Kommentar',
  'notifications.watch.state': '{watching, select, true {Beobachtet} other {Beobachten}}',
};
