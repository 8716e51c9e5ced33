import type { Database } from '@teamboard/sdk';

type Tables = Database['public']['Tables'];

/** Rows as the database returns them; the board keeps them unchanged in its query cache. */
export type BoardRow = Tables['boards']['Row'];
export type ListRow = Tables['lists']['Row'];
export type CardRow = Tables['cards']['Row'];
export type LabelRow = Tables['labels']['Row'];
export type CardLabelRow = Tables['card_labels']['Row'];
export type CardAssigneeRow = Tables['card_assignees']['Row'];
