import type { invitationsMessages } from './invitations.en';

/** Die Texte der Einladungsseite und des geteilten (öffentlichen) Boards. */
export const invitationsMessagesDe: Record<keyof typeof invitationsMessages, string> = {
  'invitations.documentTitle': 'Einladung',
  'invitations.opening': 'Einladung wird geöffnet…',
  'invitations.reading': 'Einladung wird gelesen',
  'invitations.notFoundHint':
    'Öffne den Link genau so, wie er in der E-Mail steht, oder bitte um eine neue Einladung.',
  'invitations.askForNew':
    'Bitte einen Inhaber oder Admin des Arbeitsbereichs, dir eine neue Einladung zu schicken.',
  'invitations.invited.title': 'Du wurdest eingeladen',
  'invitations.invited.intro':
    'Melde dich an oder erstelle ein Konto mit der Adresse, an die die Einladung ging, um dem Arbeitsbereich beizutreten.',
  'invitations.invited.by':
    '<0>{inviter}</0> hat dich eingeladen, <1>{workspace}</1> als {role, select, owner {Inhaber} admin {Admin} member {Mitglied} other {Betrachter}} beizutreten.',
  'invitations.invited.toBoard':
    '<0>{inviter}</0> hat dich als Gast zum Board <1>{board}</1> von {workspace} eingeladen, als {role, select, admin {Admin} editor {Bearbeiter} commenter {Kommentator} other {Betrachter}}. Du siehst nur dieses Board.',
  'invitations.invited.someAdmin': 'Ein Admin des Arbeitsbereichs',
  'invitations.invited.sentTo':
    'Die Einladung ging an <0>{email}</0> und gilt bis {date}. Melde dich mit dieser Adresse an oder erstelle damit ein Konto, um beizutreten.',
  'invitations.acceptSignIn': 'Anmelden und annehmen',
  'invitations.joining': 'Du trittst dem Arbeitsbereich bei…',
  'invitations.accepting': 'Einladung wird angenommen',
  'invitations.wrongEmail':
    'Du bist als <0>{email}</0> angemeldet. Melde dich mit der eingeladenen Adresse an, um die Einladung anzunehmen.',
  'invitations.switchAccount': 'Abmelden und ein anderes Konto verwenden',
  'invitations.problem.notFound': 'Dieser Einladungslink ist ungültig',
  'invitations.problem.used': 'Diese Einladung wurde bereits verwendet',
  'invitations.problem.revoked': 'Diese Einladung wurde zurückgezogen',
  'invitations.problem.expired': 'Diese Einladung ist abgelaufen',
  'invitations.problem.wrongEmail': 'Diese Einladung ist für jemand anderen',
  'invitations.problem.alreadyMember': 'Du bist bereits Mitglied',
  'invitations.problem.other': 'Die Einladung konnte nicht angenommen werden',
  'invitations.why.used': 'Jeder Einladungslink funktioniert nur einmal.',
  'invitations.why.revoked': 'Ein Inhaber oder Admin des Arbeitsbereichs hat sie zurückgezogen.',
  'invitations.why.expired': 'Einladungen gelten nur eine begrenzte Zeit.',
  'invitations.why.wrongEmail': 'Sie ging an eine andere E-Mail-Adresse als die, mit der du angemeldet bist.',
  'invitations.why.alreadyMember':
    'Du kannst den Arbeitsbereich aus der Liste deiner Arbeitsbereiche öffnen.',
  'sharedBoard.documentTitle': 'Geteiltes Board',
  'sharedBoard.opening': 'Geteiltes Board wird geöffnet',
  'sharedBoard.gone.title': 'Dieser Link funktioniert nicht mehr',
  'sharedBoard.gone.body':
    'Der öffentliche Link des Boards wurde zurückgezogen, durch einen neuen ersetzt oder hat nie existiert. Frag jemanden, der am Board arbeitet, nach dem aktuellen Link.',
  'sharedBoard.gone.link': 'Zu Teamboard',
  'sharedBoard.readOnly': 'Nur lesen',
  'sharedBoard.item': '{done, select, true {Erledigt:} other {Offen:}}',
};
