import type { checklistsMessages } from './checklists.en';

/** Die deutschen Texte zu benannten Checklisten, die die App selbst sagt: Fehler und meine Punkte (Du-Form). */
export const checklistsMessagesDe: Record<keyof typeof checklistsMessages, string> = {
  'checklists.addFailed': 'Die Checkliste konnte nicht hinzugefügt werden',
  'checklists.renameFailed': 'Die Checkliste konnte nicht umbenannt werden',
  'checklists.moveFailed': 'Die Checkliste konnte nicht verschoben werden',
  'checklists.deleteFailed': 'Die Checkliste konnte nicht gelöscht werden',
  'checklists.detailsFailed': 'Verantwortliche oder Fälligkeit konnten nicht geändert werden',
  'checklists.convertFailed': 'Der Punkt konnte nicht in eine Karte umgewandelt werden',
  'myCards.items.title': 'Dir zugewiesene Checklistenpunkte',
  'myCards.items.where': 'in „{checklist}“ auf {card} · {board}',
  'myCards.items.loadError': 'Deine Checklistenpunkte konnten nicht geladen werden',
};
