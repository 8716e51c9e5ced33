import type { securityKeyMessages as english } from './security-key.en';

/** Sicherheitsschlüssel (WebAuthn) als zweiter Faktor: Konto-Abschnitt und Anmeldeschritt (Deutsch, Du-Form). */
export const securityKeyMessages: Record<keyof typeof english, string> = {
  'securityKey.section.title': 'Sicherheitsschlüssel',
  'securityKey.section.intro':
    'Nutze statt eines Codes einen Sicherheitsschlüssel (etwa einen YubiKey) oder die Fingerabdruck- oder Gesichtserkennung dieses Geräts: Berühre ihn nach deinem Passwort.',
  'securityKey.section.none': 'Du hast noch keinen Sicherheitsschlüssel hinzugefügt.',
  'securityKey.list.added': 'Hinzugefügt am {date}',
  'securityKey.add.nameLabel': 'Name des Schlüssels',
  'securityKey.add.nameHint':
    'Damit du deine Schlüssel auseinanderhalten kannst, zum Beispiel „Blauer Schlüssel am Schlüsselbund“.',
  'securityKey.add.defaultName':
    '{number, plural, =1 {Mein Sicherheitsschlüssel} other {Mein Sicherheitsschlüssel #}}',
  'securityKey.add.submit': 'Sicherheitsschlüssel hinzufügen',
  'securityKey.add.done':
    'Sicherheitsschlüssel hinzugefügt. Ab jetzt wird er nach deinem Passwort abgefragt.',
  'securityKey.add.failed': 'Der Sicherheitsschlüssel konnte nicht hinzugefügt werden',
  'securityKey.add.needsSecondFactor':
    'Melde dich erneut mit deinem zweiten Faktor an, um einen Sicherheitsschlüssel hinzuzufügen.',
  'securityKey.remove.submit': '{name} entfernen',
  'securityKey.remove.hint':
    'Zum Entfernen berührst du den Schlüssel noch einmal, wenn dein Browser danach fragt.',
  'securityKey.remove.done': 'Sicherheitsschlüssel entfernt.',
  'securityKey.remove.failed': 'Der Sicherheitsschlüssel konnte nicht entfernt werden',
  'securityKey.app.alongside':
    'Du kannst zusätzlich eine Authenticator-App nutzen, falls dein Sicherheitsschlüssel mal nicht zur Hand ist.',
  'securityKey.app.start': 'Authenticator-App hinzufügen',
  'securityKey.challenge.title': 'Nutze deinen Sicherheitsschlüssel',
  'securityKey.challenge.intro':
    'Steck den Sicherheitsschlüssel ein, den du deinem Konto hinzugefügt hast, oder berühre ihn.',
  'securityKey.challenge.use': 'Sicherheitsschlüssel verwenden',
  'securityKey.challenge.useNamed': '{name} verwenden',
  'securityKey.challenge.orKey': 'Oder nutze statt eines Codes einen Sicherheitsschlüssel:',
  'securityKey.error.notAllowed':
    'Der Sicherheitsschlüssel hat nicht geantwortet, oder die Anfrage wurde abgebrochen. Versuch es noch einmal.',
  'securityKey.error.alreadyAdded': 'Dieser Sicherheitsschlüssel gehört schon zu deinem Konto.',
  'securityKey.error.unsupported':
    'Dieser Browser kann hier keine Sicherheitsschlüssel verwenden. Versuch es mit einem anderen Browser.',
  'securityKey.error.refused':
    'Dieser Sicherheitsschlüssel wurde nicht angenommen. Nutze den Schlüssel, den du diesem Konto hinzugefügt hast.',
  'securityKey.error.nameTaken':
    'Eine andere deiner Zwei-Faktor-Methoden hat schon diesen Namen. Wähl einen anderen.',
} satisfies Record<string, string>;
