import type { LabelColor } from '../constants';
import type { Tables } from '../database.types';

/** What `export-board` answers as JSON: the board, its lists and cards, as the caller may read them. */
export interface BoardExport {
  readonly board: Pick<
    Tables<'boards'>,
    'id' | 'workspace_id' | 'name' | 'description' | 'archived_at' | 'time_zone'
  >;
  readonly lists: readonly Pick<Tables<'lists'>, 'id' | 'name' | 'position' | 'wip_limit' | 'archived_at'>[];
  readonly cards: readonly ExportedCard[];
  /** When the export was taken (ISO 8601). */
  readonly exported_at: string;
}

export type ExportedCard = Pick<
  Tables<'cards'>,
  | 'id'
  | 'list_id'
  | 'title'
  | 'description'
  | 'position'
  | 'start_at'
  | 'due_at'
  | 'completed_at'
  | 'archived_at'
  /** Card templates are exported too, flagged here (the CSV form has no column for it). */
  | 'is_template'
  | 'cover_attachment_id'
  | 'cover_color'
> & {
  readonly labels: readonly { readonly name: string; readonly color: LabelColor }[];
  readonly assignees: readonly {
    readonly user_id: string;
    readonly profile: { readonly display_name: string } | null;
  }[];
  /**
   * Items by checklist, then by position, each with its checklist's name; an
   * owned item names its owner (`email` only when the caller is an owner or
   * admin), so an import finds them again.
   */
  readonly checklist: readonly (Pick<
    Tables<'checklist_items'>,
    'body' | 'done' | 'position' | 'due_at' | 'assignee_id'
  > & {
    readonly checklist: string;
    readonly assignee: { readonly name: string | null; readonly email: string | null } | null;
  })[];
  readonly comments: readonly Pick<Tables<'comments'>, 'body' | 'created_at' | 'deleted_at' | 'author_id'>[];
  /** The cards this one is blocked by, by id (a blocker may be on another board, even one the caller cannot see). */
  readonly blocked_by: readonly Pick<Tables<'card_dependencies'>, 'blocker_card_id'>[];
};
