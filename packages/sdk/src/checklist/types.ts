import type { Tables } from '../database.types';

// An interface, not an alias: the reference then shows `ChecklistItem` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface ChecklistItem extends Tables<'checklist_items'> {}

/** One of a card's named checklists, without its items. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Checklist extends Tables<'checklists'> {}

/** A checklist with its items in order (`listChecklists`). */
export interface ChecklistWithItems extends Checklist {
  readonly items: readonly ChecklistItem[];
}

/** A checklist item owned by the signed-in user, with where it is (`listMyChecklistItems`). */
export interface MyChecklistItem extends ChecklistItem {
  readonly card: { readonly id: string; readonly title: string };
  readonly board: { readonly id: string; readonly name: string };
  readonly checklist: string;
}
