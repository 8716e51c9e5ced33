import type { twoFactorResetMessages as english } from './two-factor-reset.en';

/** Ein Inhaber setzt die Zwei-Faktor-Anmeldung eines Mitglieds zurück, das seine Authenticator-App verloren hat (Deutsch, Du-Form). */
export const twoFactorResetMessages: Record<keyof typeof english, string> = {
  'twoFactorReset.action': 'Zwei-Faktor-Anmeldung zurücksetzen',
  'twoFactorReset.actionFor': 'Zwei-Faktor-Anmeldung von {name} zurücksetzen',
  'twoFactorReset.title': 'Zwei-Faktor-Anmeldung von {name} zurücksetzen?',
  'twoFactorReset.titleUnknown': 'Zwei-Faktor-Anmeldung dieses Mitglieds zurücksetzen?',
  'twoFactorReset.description':
    'Tu das nur, wenn die Person ihre Authenticator-App verloren hat und du sicher bist, dass wirklich sie fragt. Ihr Authenticator wird entfernt, sodass sie sich nur mit dem Passwort anmeldet, bis sie die Zwei-Faktor-Anmeldung wieder einrichtet.',
  'twoFactorReset.confirm': 'Zwei-Faktor-Anmeldung zurücksetzen',
  'twoFactorReset.done':
    'Die Zwei-Faktor-Anmeldung von {name} wurde zurückgesetzt. Das Passwort allein meldet die Person jetzt an.',
  'twoFactorReset.failed': 'Zwei-Faktor-Anmeldung konnte nicht zurückgesetzt werden',
};
