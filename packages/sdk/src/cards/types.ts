import type { Tables } from '../database.types';
import type { CustomFieldValue } from '../schemas/custom-fields';

/** A card with every column; `version` is what an edit must quote back. */
// An interface, not an alias: the reference then shows `Card` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Card extends Tables<'cards'> {}

/**
 * A copied card (`copyCard`) and what became of the original's custom field
 * values: the names of the fields carried to the copy and of those left behind.
 */
export interface CopiedCard extends Card {
  readonly copied_field_values: readonly string[];
  readonly dropped_field_values: readonly string[];
}

/**
 * A card as the board shows it: the row plus who is on it, its labels (ids:
 * match them with `listLabels` and `listMembers`, which realtime keeps fresh
 * the same way) and the counts the card face shows.
 */
export type CardSummary = Card & {
  readonly assignee_ids: readonly string[];
  readonly label_ids: readonly string[];
  /** Comments not deleted. */
  readonly comment_count: number;
  readonly attachment_count: number;
  readonly checklist_done: number;
  readonly checklist_total: number;
  /** The card's custom field values by field id (fields without a value are absent). */
  readonly field_values: Readonly<Record<string, CustomFieldValue>>;
};
