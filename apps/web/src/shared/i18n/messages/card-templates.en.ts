/**
 * The texts of card templates in English: making a card a template and back, the board's list of
 * its templates, and a new card from a template in a list's composer.
 */
export const cardTemplatesMessages = {
  'cardTemplates.make': 'Make template',
  'cardTemplates.stop': 'Stop being a template',
  'cardTemplates.made': '“{title}” is a card template now: it has left the board’s lists.',
  'cardTemplates.stopped': '“{title}” is an ordinary card again.',
  'cardTemplates.changeFailed': 'The card’s template setting could not be changed.',
  'cardTemplates.note':
    'This card is a template: it is not on the board’s lists, in search or in my cards. New cards made from it get its description, checklists, labels and field values.',
  'cardTemplates.menu': 'Card templates…',
  'cardTemplates.dialogTitle': 'Card templates',
  'cardTemplates.dialogDescription':
    'Templates are cards kept apart from the board’s lists. Open one to edit it; make new cards from them with “From template” under a list.',
  'cardTemplates.empty': 'No card templates yet. Make one with “Make template” in a card’s actions.',
  'cardTemplates.loadFailed': 'The card templates could not be loaded.',
  'cardTemplates.created': 'Added “{title}” from the template.',
  'cardTemplates.createFailed': 'No card could be made from the template.',
} as const;
