/**
 * The card drawer's Repeat section in English: its buttons, the mode, the next occurrences and
 * its errors. The editor and the rule in words come from the component library (`ui.recurrence.*`).
 */
export const recurrenceMessages = {
  'card.recurrence.none': 'This card doesn’t repeat.',
  'card.recurrence.add': 'Repeat this card',
  'card.recurrence.edit': 'Change',
  'card.recurrence.save': 'Save',
  'card.recurrence.cancel': 'Cancel',
  'card.recurrence.remove': 'Stop repeating',
  'card.recurrence.mode': 'Each time',
  'card.recurrence.mode.copy': 'Add a new copy',
  'card.recurrence.mode.reopen': 'Reopen when done',
  'card.recurrence.next': 'Next',
  'card.recurrence.ended': 'No more occurrences.',
  'card.recurrence.timeZone': 'Times in {zone}',
  'card.recurrence.failed': 'Couldn’t change the repeat rule',
  'card.recurrence.loadFailed': 'Couldn’t load the repeat rule',
} satisfies Record<string, string>;
