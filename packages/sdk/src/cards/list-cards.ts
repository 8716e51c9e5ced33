import type { TeamboardClient } from '../client';
import { run } from '../run';
import { idSchema } from '../schemas/fields';
import { validate } from '../validate';
import type { Card, CardSummary } from './types';

export interface ListCardsOptions {
  /** `false` (default): the cards on the board. `true`: the archived ones. */
  readonly archived?: boolean | undefined;
}

/*
 * One request with embeds. The counts come from embedded id lists rather than
 * PostgREST's `comments(count)`: the local backend does not support embedded
 * counts (it answers 42703 "column comments.count does not exist"), and the
 * lists are small (≤ 100 checklist items, ≤ 50 attachments per card).
 */
const SUMMARY_SELECT =
  '*, assignees:card_assignees(user_id), labels:card_labels(label_id), comments(id), attachments(id), checklist:checklist_items(done)';

interface SummaryRow extends Card {
  assignees: { user_id: string }[];
  labels: { label_id: string }[];
  comments: { id: string }[];
  attachments: { id: string }[];
  checklist: { done: boolean }[];
}

function toSummary({
  assignees,
  labels,
  comments,
  attachments,
  checklist,
  ...card
}: SummaryRow): CardSummary {
  return {
    ...card,
    assignee_ids: assignees.map((a) => a.user_id),
    label_ids: labels.map((l) => l.label_id),
    comment_count: comments.length,
    attachment_count: attachments.length,
    checklist_done: checklist.filter((item) => item.done).length,
    checklist_total: checklist.length,
  };
}

/**
 * Loads a board's cards in one request, ordered by list then position, each
 * with assignee and label ids and its comment, attachment and checklist counts.
 * A board the caller cannot see has no cards.
 */
export async function listCards(
  client: TeamboardClient,
  boardId: string,
  options: ListCardsOptions = {},
): Promise<CardSummary[]> {
  const id = validate(idSchema, boardId);
  const query = client.supabase
    .from('cards')
    .select(SUMMARY_SELECT)
    .eq('board_id', id)
    .is('comments.deleted_at', null);
  const filtered =
    options.archived === true ? query.not('archived_at', 'is', null) : query.is('archived_at', null);
  const rows = await run(
    filtered
      .order('list_id', { ascending: true })
      .order('position', { ascending: true })
      .order('id', { ascending: true })
      .overrideTypes<SummaryRow[], { merge: false }>(),
  );
  return rows.map(toSummary);
}
