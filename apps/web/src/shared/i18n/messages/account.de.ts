import type { accountMessages } from './account.en';

/** Die Texte der Kontoseite. */
export const accountMessagesDe: Record<keyof typeof accountMessages, string> = {
  'account.you': 'Du',
  'account.displayName.save': 'Namen speichern',
  'account.displayName.saved': 'Anzeigename gespeichert.',
  'account.displayName.saveFailed': 'Dein Name konnte nicht gespeichert werden',
  'account.avatar.title': 'Profilbild',
  'account.avatar.choose': 'Bild auswählen',
  'account.avatar.hint': 'PNG, JPEG oder WebP, bis {size}.',
  'account.email.current': 'Du meldest dich mit <0>{email}</0> an.',
  'account.email.pending':
    'Wir haben Bestätigungslinks an <0>{email}</0> und <1>{pending}</1> geschickt. Deine Adresse ändert sich, sobald du sie öffnest.',
  'account.email.new': 'Neue E-Mail-Adresse',
  'account.email.submit': 'E-Mail-Adresse ändern',
  'account.email.same': 'Das ist bereits deine E-Mail-Adresse.',
  'account.email.changeFailed': 'Deine E-Mail-Adresse konnte nicht geändert werden',
  'account.password.code': 'Bestätigungscode',
  'account.password.codeSentHint': 'Gib den Code aus der E-Mail ein, die wir dir gerade geschickt haben.',
  'account.password.codeHint':
    'Zu deiner Sicherheit schicken wir dir einen Code per E-Mail, mit dem du die Änderung bestätigst.',
  'account.password.sendAgain': 'Neuen Code senden',
  'account.password.sendCode': 'Code per E-Mail senden',
  'account.password.submit': 'Passwort ändern',
  'account.password.codeSent': 'Wir haben dir einen Bestätigungscode geschickt.',
  'account.password.sendFailed': 'Der Code konnte nicht gesendet werden',
  'account.password.changeFailed': 'Dein Passwort konnte nicht geändert werden',
  'account.sessions.title': 'Sitzungen',
  'account.sessions.intro':
    'Meldet dich hier und auf allen anderen Geräten und Browsern ab, auf denen du angemeldet bist.',
  'account.sessions.signOutEverywhere': 'Auf allen Geräten abmelden',
  'account.securityLog.heading': 'Sicherheitsprotokoll',
  'account.securityLog.intro':
    'Was andere an deiner Anmeldung geändert haben. Erkennst du etwas nicht wieder, ändere dein Passwort und richte die Zwei-Faktor-Anmeldung neu ein.',
  'account.securityLog.empty': 'Nichts hier: niemand sonst hat deine Anmeldung geändert.',
  'account.securityLog.twoFactorReset':
    'Ein Workspace-Eigentümer hat am {date} deine Zwei-Faktor-Anmeldung entfernt.',
  'account.securityLog.loadError': 'Dein Sicherheitsprotokoll konnte nicht geladen werden',
  'account.sessions.confirmTitle': 'Auf allen Geräten abmelden?',
  'account.sessions.confirmDescription':
    'Jeder Browser und jedes Gerät, auf dem du angemeldet bist, auch dieses, geht zur Anmeldeseite. Karten, die anderswo gerade getippt werden, bleiben erhalten, bis du dich dort wieder anmeldest.',
  'account.sessions.confirm': 'Überall abmelden',
};
