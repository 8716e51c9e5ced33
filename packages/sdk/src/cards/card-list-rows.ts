import type { CustomFieldValue } from '../schemas/custom-fields';
import type { Card, CardSummary } from './types';

/*
 * One request with embeds. The counts come from embedded id lists rather than
 * PostgREST's `comments(count)`: the local backend does not support embedded
 * counts (it answers 42703 "column comments.count does not exist"), and the
 * lists are small (≤ 100 checklist items, ≤ 50 attachments per card).
 */
export const SUMMARY_SELECT =
  '*, assignees:card_assignees(user_id), labels:card_labels(label_id), comments(id), attachments!attachments_card_id_fkey(id), checklist:checklist_items!checklist_items_card_id_fkey(done), fields:card_field_values(field_id, value)';

export interface SummaryRow extends Card {
  assignees: { user_id: string }[];
  labels: { label_id: string }[];
  comments: { id: string }[];
  attachments: { id: string }[];
  checklist: { done: boolean }[];
  fields: { field_id: string; value: CustomFieldValue }[];
}

export function toSummary({
  assignees,
  labels,
  comments,
  attachments,
  checklist,
  fields,
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
    field_values: Object.fromEntries(fields.map((field) => [field.field_id, field.value])),
  };
}
