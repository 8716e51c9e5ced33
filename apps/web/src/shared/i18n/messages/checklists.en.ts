/**
 * The texts of a card's named checklists in English: adding, renaming, ordering and deleting a
 * checklist, an item's owner and due date, turning an item into a card, and the items assigned to
 * me on the my-cards screen.
 */
export const checklistsMessages = {
  'checklists.add': 'Add checklist',
  'checklists.newName': 'New checklist name',
  'checklists.namePlaceholder': 'Name of a new checklist',
  'checklists.name': 'Checklist name',
  'checklists.actions': 'Actions for the checklist “{name}”',
  'checklists.rename': 'Rename',
  'checklists.delete': 'Delete checklist',
  'checklists.progress': '{name}: {done} of {total} done',
  'checklists.newItem': 'New item in “{name}”',
  'checklists.itemFull': 'At most {max} items in a checklist',
  'checklists.tooMany': 'A card has at most {max} checklists',
  'checklists.details': 'Owner and due date',
  'checklists.owner': 'Owner of “{item}”',
  'checklists.noOwner': 'No owner',
  'checklists.due': 'Due date of “{item}”',
  'checklists.closeDetails': 'Done',
  'checklists.ownedBy': 'Owner: {name}',
  'checklists.dueOn': 'Due {date}',
  'checklists.convert': 'Turn into a card',
  'checklists.convertedTo': 'Card: {title}',
  'checklists.someCard': 'open the card',
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
