/**
 * The dependency messages in English: the blocked-move question and rule, the done-list switch, what the
 * card drawer says while its links load, and the dependency errors. The section's own texts come
 * from the component library (`ui.dependencies.*`).
 */
export const dependencyMessages = {
  'board.blockedMove.title': '“{title}” is still blocked',
  'board.blockedMove.description':
    '{count, plural, one {It waits on # open card.} other {It waits on # open cards.}} Move it to “{list}” anyway?',
  'board.blockedMove.confirm': 'Move anyway',
  'board.blockedMoveRule.label': 'Keep blocked cards out of done lists',
  'board.blockedMoveRule.hint':
    'On: a card that waits on open cards can’t be moved into a done list. Off: moving it asks first.',
  'board.blockedMoveRule.failed': 'Couldn’t change the rule for blocked cards',
  'board.list.doneList': 'Done list',
  'board.list.doneListHint': 'Cards here are finished: a blocked card is only moved in after asking.',
  'board.list.doneListFailed': 'Couldn’t change the done list',
  'card.dependencies.failed': 'Couldn’t change the dependencies',
  'card.dependencies.loadFailed': 'Couldn’t load the dependencies',
  'error.dependencyCycle': 'That card already waits on this one: linking them would make a loop.',
  'error.cardBlocked': 'This card is still blocked, and this board keeps blocked cards out of done lists.',
} satisfies Record<string, string>;
