/** The search palette's, "my cards"' and the calendar's messages (English source). */
export const searchMessages = {
  'search.label': 'Search the workspace',
  'search.box': 'Search…',
  'search.empty': 'No cards, boards, people or actions match.',
  'search.archived': 'Archived',
  'search.group.cards': 'Cards',
  'search.group.boards': 'Boards',
  'search.group.people': 'People',
  'search.group.actions': 'Actions',
  'search.action.newCard': 'New card',
  'search.action.calendar': 'Open the calendar',
  'search.action.settings': 'Go to settings',
  'myCards.title': 'My cards',
  'myCards.loadError': 'Your cards didn’t load',
  'myCards.empty.title': 'Nothing assigned to you',
  'myCards.empty.description': 'Cards you are assigned to on any board show up here.',
  'myCards.group':
    '{group, select, overdue {Overdue} progress {In progress} today {Today} week {This week} later {Later} other {No due date}}',
  'myCards.count': '{count, number}',
  'calendar.title': '{board}: calendar',
} satisfies Record<`search.${string}` | `myCards.${string}` | `calendar.${string}`, string>;
