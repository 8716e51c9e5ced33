import type { twoFactorMessages as english } from './two-factor.en';

/** Zwei-Faktor-Anmeldung: der Abschnitt im Konto und der Code nach dem Passwort (Deutsch, Du-Form). */
export const twoFactorMessages: Record<keyof typeof english, string> = {
  'twoFactor.section.title': 'Zwei-Faktor-Anmeldung',
  'twoFactor.section.intro':
    'Frag nach dem Passwort einen Code aus einer Authenticator-App ab (etwa 1Password, Google Authenticator oder Authy), damit ein gestohlenes Passwort allein dein Konto nicht öffnet.',
  'twoFactor.section.loading': 'Deine Zwei-Faktor-Einstellungen werden geladen …',
  'twoFactor.section.off': 'Die Zwei-Faktor-Anmeldung ist aus.',
  'twoFactor.section.on': 'Die Zwei-Faktor-Anmeldung ist seit {date} an.',
  'twoFactor.section.sessionVerified': 'Diese Sitzung wurde mit deiner Authenticator-App bestätigt.',
  'twoFactor.setup.start': 'Zwei-Faktor-Anmeldung einrichten',
  'twoFactor.setup.scan': 'Scanne diesen QR-Code mit deiner Authenticator-App:',
  'twoFactor.setup.qrAlt': 'QR-Code, um Teamboard zu deiner Authenticator-App hinzuzufügen',
  'twoFactor.setup.secret': 'Oder gib diesen Schlüssel in der App ein:',
  'twoFactor.setup.codeLabel': 'Code aus deiner Authenticator-App',
  'twoFactor.setup.confirm': 'Einschalten',
  'twoFactor.setup.cancel': 'Abbrechen',
  'twoFactor.setup.done': 'Die Zwei-Faktor-Anmeldung ist an.',
  'twoFactor.setup.failed': 'Die Zwei-Faktor-Anmeldung konnte nicht eingerichtet werden',
  'twoFactor.remove.intro':
    'Um die Zwei-Faktor-Anmeldung auszuschalten, gib einen aktuellen Code aus deiner Authenticator-App ein.',
  'twoFactor.remove.submit': 'Zwei-Faktor-Anmeldung ausschalten',
  'twoFactor.remove.done': 'Die Zwei-Faktor-Anmeldung ist aus.',
  'twoFactor.challenge.title': 'Gib deinen Code ein',
  'twoFactor.challenge.intro':
    'Öffne deine Authenticator-App und gib den 6-stelligen Code für Teamboard ein.',
  'twoFactor.challenge.submit': 'Bestätigen',
  'twoFactor.challenge.signOut': 'Mit einem anderen Konto anmelden',
  'twoFactor.challenge.noMethod':
    'Dein Konto verlangt einen zweiten Faktor, aber keiner wurde gefunden. Melde dich erneut an oder bitte eine Person mit Inhaberrolle im Arbeitsbereich um Hilfe.',
  'twoFactor.code.wrong':
    'Dieser Code stimmt nicht. Prüfe deine Authenticator-App und versuch es noch einmal.',
  'twoFactor.code.expired': 'Dieser Code hat zu lange gedauert. Gib den Code ein, den deine App jetzt zeigt.',
  'twoFactor.code.invalid': 'Gib die 6 Ziffern ein, die deine Authenticator-App zeigt.',
  'twoFactor.backup.name': 'Ersatz-Authenticator',
  'twoFactor.backup.prompt':
    'Füge einen Ersatz-Authenticator hinzu (ein zweites Handy oder einen Passwortmanager), damit du nicht ausgesperrt bist, wenn du diesen verlierst.',
  'twoFactor.backup.start': 'Ersatz-Authenticator hinzufügen',
  'twoFactor.backup.done': 'Ersatz-Authenticator hinzugefügt.',
  'twoFactor.backup.list': 'Ersatz-Authenticator seit {date}.',
  'twoFactor.backup.needsCode':
    'Melde dich erneut mit einem Code an, um einen Ersatz-Authenticator hinzuzufügen.',
};
