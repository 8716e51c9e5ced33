import type { validationMessages } from './validation.en';

/** Die Fehlertexte von Formularfeldern und was ein fehlgeschlagener E-Mail-Link sagt. */
export const validationMessagesDe: Record<keyof typeof validationMessages, string> = {
  'validation.invalid': 'Dieser Wert ist ungültig.',
  'validation.required': '{field} ist ein Pflichtfeld.',
  'validation.notText': '{field} muss ein Text sein.',
  'validation.tooShort': '{field} muss mindestens {min} Zeichen lang sein.',
  'validation.tooLong': '{field} darf höchstens {max} Zeichen lang sein.',
  'validation.notNumber': '{field} muss eine Zahl sein.',
  'validation.notWholeNumber': '{field} muss eine ganze Zahl sein.',
  'validation.atLeast': '{field} muss mindestens {min} sein.',
  'validation.atMost': '{field} darf höchstens {max} sein.',
  'validation.email': 'Gib eine gültige E-Mail-Adresse ein.',
  'validation.password.tooLong': 'Das Passwort darf höchstens {max} Byte lang sein.',
  'validation.password.letter': 'Das Passwort muss einen Buchstaben enthalten.',
  'validation.password.digit': 'Das Passwort muss eine Ziffer enthalten.',
  'validation.password.pwned': 'Dieses Passwort ist in einem Datenleck aufgetaucht. Wähl ein anderes.',
  'validation.password.same': 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  'validation.slug.pattern': 'Verwende nur Kleinbuchstaben, Ziffern und Bindestriche in der Mitte.',
  'validation.slug.reserved': 'Dieses Kürzel ist reserviert.',
  'validation.labelColor': 'Wähl eine Farbe aus der Palette.',
  'validation.dueAt': 'Das Fälligkeitsdatum muss ein Datum mit Uhrzeit nach ISO 8601 sein.',
  'validation.code.required': 'Gib den Code aus der E-Mail ein.',
  'validation.code.format': 'Der Code besteht aus den 6 Ziffern aus der E-Mail.',
  'validation.field':
    '{field, select, email {E-Mail-Adresse} password {Passwort} displayName {Anzeigename} workspaceName {Name des Arbeitsbereichs} slug {Kürzel} boardName {Name des Boards} description {Beschreibung} listName {Name der Liste} title {Titel} checklistItem {Checklistenpunkt} comment {Kommentar} labelName {Name des Labels} name {Name} fileName {Dateiname} wipLimit {WIP-Limit} dueDate {Fälligkeitsdatum} search {Suche} other {Dieses Feld}}',
  'auth.callback.expired': 'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
  'auth.callback.refused': 'Dieser Link wurde abgelehnt. Fordere einen neuen an.',
  'auth.callback.unusable':
    'Dieser Link konnte nicht verwendet werden. Fordere einen neuen an oder melde dich an.',
};
