import type { Database } from '@teamboard/sdk';

type Tables = Database['public']['Tables'];

/** Rows as the database returns them; the board keeps them unchanged in its query cache. */
export type BoardRow = Tables['boards']['Row'];
export type ListRow = Tables['lists']['Row'];
export type CardRow = Tables['cards']['Row'];
export type LabelRow = Tables['labels']['Row'];
export type CardLabelRow = Tables['card_labels']['Row'];
export type CardAssigneeRow = Tables['card_assignees']['Row'];

/** A card with what its tile shows, as the SDK's `listCards` returns it (`CardSummary`). */
export type CardSummaryRow = CardRow & {
  readonly assignee_ids: readonly string[];
  readonly label_ids: readonly string[];
  readonly comment_count: number;
  readonly attachment_count: number;
  readonly checklist_done: number;
  readonly checklist_total: number;
};
