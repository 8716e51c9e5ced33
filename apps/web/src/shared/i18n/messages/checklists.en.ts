/**
 * The texts of a card's named checklists in English that the app says itself: a change the server
 * refused, and the items assigned to me on the my-cards screen. The checklist's own texts are the
 * component library's (`ui.checklist.*`).
 */
export const checklistsMessages = {
  'checklists.addFailed': 'Couldn’t add the checklist',
  'checklists.renameFailed': 'Couldn’t rename the checklist',
  'checklists.moveFailed': 'Couldn’t move the checklist',
  'checklists.deleteFailed': 'Couldn’t delete the checklist',
  'checklists.detailsFailed': 'Couldn’t change the owner or due date',
  'checklists.convertFailed': 'Couldn’t turn the item into a card',
  'myCards.items.title': 'Checklist items assigned to you',
  'myCards.items.where': 'in “{checklist}” on {card} · {board}',
  'myCards.items.loadError': 'Your checklist items didn’t load',
} as const;
