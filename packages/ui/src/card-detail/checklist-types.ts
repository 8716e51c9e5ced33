/** One item of a checklist, as the card shows it. */
export interface ChecklistItem {
  id: string;
  body: string;
  done: boolean;
  /** Who owns it, one of the checklist's `people`. */
  ownerId?: string | null;
  /** When it is due, as an ISO timestamp. */
  dueAt?: string | null;
  /** The card it was turned into. */
  convertedCardId?: string | null;
}

/** One named checklist of a card with its items in order. */
export interface ChecklistGroup {
  id: string;
  name: string;
  items: readonly ChecklistItem[];
}

/** Someone an item can be given to. */
export interface ChecklistPerson {
  id: string;
  name: string;
}

/** What changes of an item's owner and date: `null` takes it off, a missing key leaves it. */
export interface ChecklistItemDetails {
  assigneeId?: string | null;
  dueAt?: string | null;
}
