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
    '{kind, select, mentioned {mich jemand erwähnt} assigned {ich einer Karte zugewiesen werde} commented {jemand eine Karte kommentiert, die ich beobachte} due_soon {eine meiner Karten oder Checklistenpunkte bald fällig ist} start_soon {eine meiner Karten bald beginnt} overdue {eine meiner Karten oder Checklistenpunkte überfällig ist} invited {ich in einen Arbeitsbereich eingeladen werde} webhook_disabled {ein Webhook, den ich verwalte, nach einem Tag voller Fehler ausgeschaltet wird} other {sich meine Rolle in einem Arbeitsbereich ändert}}',
  'notifications.settings.reminders': 'Erinnerungen',
  'notifications.settings.lead': 'An Fälligkeiten erinnern',
  'notifications.settings.leadOption':
    '{minutes, select, 0 {Zum Fälligkeitszeitpunkt} 15 {15 Minuten vorher} 60 {1 Stunde vorher} other {1 Tag vorher}}',
  'notifications.settings.startReminders': 'Auch an Startdaten erinnern',
  'notifications.settings.startRemindersHint': 'So lange vor dem Start wie vor einer Fälligkeit',
  'notifications.settings.quiet': 'Ruhezeiten',
  'notifications.settings.quietHint':
    'In diesen Stunden keine E-Mails; was wartet, kommt danach in einer einzigen E-Mail',
  'notifications.settings.quietOn': 'E-Mails während der Ruhezeiten zurückhalten',
  'notifications.settings.quietStart': 'Von',
  'notifications.settings.quietEnd': 'Bis',
  'notifications.settings.timeZone': 'Meine Zeitzone',
  'notifications.settings.timeZoneOption': '{zone} ({offset})',
  'notifications.settings.quietSame': 'Ruhezeiten müssen zu verschiedenen Zeiten beginnen und enden',
  'notifications.settings.quietSave': 'Ruhezeiten speichern',
  'notifications.snooze.failed': 'Die Erinnerung konnte nicht verschoben werden',
  'notifications.watch.failed': 'Beobachten konnte nicht geändert werden',
  'notifications.watch.hint': 'Beobachter erfahren von jedem Kommentar',
  'notifications.watch.state': '{watching, select, true {Beobachtet} other {Beobachten}}',
};
