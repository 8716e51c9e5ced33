import type { boardAccessMessages } from './board-access.en';

/** Die deutschen Texte zum Board-Zugriff (Du-Form). */
export const boardAccessMessagesDe: Record<keyof typeof boardAccessMessages, string> = {
  'boardAccess.share': 'Teilen',
  'boardAccess.commenterNote':
    'Du bist Kommentator auf diesem Board: Du kannst lesen und kommentieren, sonst nichts.',
  'boardAccess.removed.title': 'Du hast keinen Zugriff mehr auf {name}',
  'boardAccess.removed.description': 'Jemand hat dich entfernt oder das Board privat gemacht.',
  'boardAccess.guests.heading': 'Gäste ({count, number})',
  'boardAccess.guests.list': 'Gäste',
  'boardAccess.guests.none':
    'Keine Gäste. Die Admins eines Boards können jemanden über dessen Teilen-Dialog nur zu diesem Board einladen.',
  'boardAccess.sharedWithYou.heading': 'Mit dir geteilte Boards',
  'boardAccess.sharedWithYou.in': 'in {workspace}',
  'error.lastBoardAdmin': 'Ein Board braucht mindestens einen Admin: Mach zuerst jemand anderen zum Admin.',
  'error.alreadyWorkspaceMember':
    'Diese Person ist schon im Arbeitsbereich: Füg sie aus dem Arbeitsbereich hinzu, statt sie als Gast einzuladen.',
  'error.notOnBoard': 'Du kannst nur Personen erwähnen, die dieses Board öffnen können.',
};
