import type { cardTemplatesMessages } from './card-templates.en';

/** Die deutschen Texte zu Kartenvorlagen (Du-Form). */
export const cardTemplatesMessagesDe: Record<keyof typeof cardTemplatesMessages, string> = {
  'cardTemplates.make': 'Zur Vorlage machen',
  'cardTemplates.stop': 'Keine Vorlage mehr',
  'cardTemplates.made':
    '„{title}“ ist jetzt eine Kartenvorlage und steht nicht mehr in den Listen des Boards.',
  'cardTemplates.stopped': '„{title}“ ist wieder eine gewöhnliche Karte.',
  'cardTemplates.changeFailed': 'Die Vorlagen-Einstellung der Karte ließ sich nicht ändern.',
  'cardTemplates.note':
    'Diese Karte ist eine Vorlage: Sie steht nicht in den Listen des Boards, nicht in der Suche und nicht in „Meine Karten“. Neue Karten daraus bekommen ihre Beschreibung, Checklisten, Labels und Feldwerte.',
  'cardTemplates.menu': 'Kartenvorlagen…',
  'cardTemplates.dialogTitle': 'Kartenvorlagen',
  'cardTemplates.dialogDescription':
    'Vorlagen sind Karten abseits der Listen des Boards. Öffne eine, um sie zu bearbeiten; neue Karten daraus machst du mit „Aus Vorlage“ unter einer Liste.',
  'cardTemplates.empty':
    'Noch keine Kartenvorlagen. Mach eine mit „Zur Vorlage machen“ in den Aktionen einer Karte.',
  'cardTemplates.loadFailed': 'Die Kartenvorlagen ließen sich nicht laden.',
  'cardTemplates.created': '„{title}“ aus der Vorlage hinzugefügt.',
  'cardTemplates.createFailed': 'Aus der Vorlage ließ sich keine Karte machen.',
};
