import type { shellMessages } from './shell.en';

/** Die Texte des App-Rahmens (Benutzermenü, Tastenkürzel) und der Systemseiten. */
export const shellMessagesDe: Record<keyof typeof shellMessages, string> = {
  'shell.userMenu.label': 'Kontomenü von {name}',
  'shell.userMenu.signOut': 'Abmelden',
  'shell.userMenu.signOutFailed': 'Abmelden fehlgeschlagen',
  'shell.shortcuts.title': 'Tastenkürzel',
  'shell.shortcuts.general': 'Allgemein',
  'shell.keys.ctrl': 'Strg',
  'shell.keys.space': 'Leertaste',
  'shell.goToWorkspaces': 'Zu deinen Arbeitsbereichen',
  'shell.update.available': 'Eine neue Version von Teamboard ist bereit',
  'shell.update.reload': 'Neu laden',
  'shell.manifest.description':
    'Das Kanban-Board deines Teams: Listen und Karten, für alle live und auch offline nutzbar.',
  'shell.update.reloadHint': 'Lade die Seite neu, um die neue Version zu nutzen',
  'system.configError.title': 'Teamboard erreicht seinen Server nicht',
  'system.notFound.title': 'Seite nicht gefunden',
  'system.screenLoad.title': 'Dieser Teil von Teamboard konnte nicht laden',
  'system.screenLoad.body': 'Prüfe deine Verbindung. Er lädt von selbst, sobald du wieder online bist.',
  'system.screenLoad.failedBody': 'Versuche es erneut, um die neueste Version von Teamboard zu laden.',
  'system.notFound.body':
    'Unter dieser Adresse gibt es nichts. Vielleicht wurde es verschoben, oder du hast keinen Zugriff darauf.',
};
