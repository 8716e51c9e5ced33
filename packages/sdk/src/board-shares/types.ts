import type { LabelColor } from '../constants';
import type { Tables } from '../database.types';

/** A public link of a board as its owners and admins see it: when and by whom, never the token. */
export type BoardShare = Pick<
  Tables<'board_shares'>,
  'id' | 'board_id' | 'created_by' | 'created_at' | 'revoked_at'
>;

/** A link just made: the raw token is returned this once and never stored. */
export interface CreatedBoardShare {
  readonly token: string;
}

/** What a public link shows (RPC `shared_board`): no comments, attachments, people or activity. */
export interface SharedBoard {
  readonly board: { readonly id: string; readonly name: string; readonly description: string };
  /** Lists not archived, left to right. */
  readonly lists: readonly SharedList[];
  readonly labels: readonly SharedLabel[];
  /** Cards not archived, ordered by list then position. */
  readonly cards: readonly SharedCard[];
}

export interface SharedList {
  readonly id: string;
  readonly name: string;
  readonly position: number;
}

export interface SharedLabel {
  readonly id: string;
  readonly name: string;
  /** One of the palette: a CHECK constraint keeps any other colour out. */
  readonly color: LabelColor;
}

export interface SharedCard {
  readonly id: string;
  readonly list_id: string;
  readonly title: string;
  readonly description: string;
  readonly position: number;
  readonly start_at: string | null;
  readonly due_at: string | null;
  readonly completed_at: string | null;
  readonly label_ids: readonly string[];
  readonly checklist: readonly SharedChecklistItem[];
}

export interface SharedChecklistItem {
  readonly id: string;
  readonly body: string;
  readonly done: boolean;
  readonly position: number;
}
