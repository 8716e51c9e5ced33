import type { Tables } from '../database.types';
import type { CardRecurrence } from './types';

export function toRecurrence(row: Tables<'card_recurrences'>): CardRecurrence {
  return {
    id: row.id,
    cardId: row.card_id,
    boardId: row.board_id,
    rrule: row.rrule,
    dtstart: row.dtstart,
    timeZone: row.time_zone,
    mode: row.mode,
    listId: row.list_id,
    nextAt: row.next_at,
    createdBy: row.created_by,
  };
}
