import type { CardSummary, Database } from '@teamboard/sdk';

type Tables = Database['public']['Tables'];

/** Rows as the database returns them; the board keeps them unchanged in its query cache. */
export type BoardRow = Tables['boards']['Row'];
export type ListRow = Tables['lists']['Row'];
export type CardRow = Tables['cards']['Row'];
export type LabelRow = Tables['labels']['Row'];
export type CardLabelRow = Tables['card_labels']['Row'];
export type CardAssigneeRow = Tables['card_assignees']['Row'];

/** A card with what its tile shows, as the SDK's `listCards` returns it. */
export type CardSummaryRow = CardSummary;

/** A card just created or arriving live: nothing on it yet. */
export function summaryOf(card: CardRow): CardSummaryRow {
  return {
    ...card,
    assignee_ids: [],
    label_ids: [],
    comment_count: 0,
    attachment_count: 0,
    checklist_done: 0,
    checklist_total: 0,
    field_values: {},
  };
}
