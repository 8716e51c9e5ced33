import type { ActivityPayload } from '@teamboard/ui';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

const text = (value: Json | undefined): string | undefined => (typeof value === 'string' ? value : undefined);

/** Resolves an activity row's payload (ids, as the triggers write it) to the names the feed shows. */
export function activityPayload(
  payload: Json,
  names: {
    cardTitle: string;
    listName: (id: string) => string | undefined;
    /** Another card's title, when the reader's board has it (a dependency's other card). */
    cardTitleOf: (id: string) => string | undefined;
  },
): ActivityPayload {
  const fields = payload !== null && typeof payload === 'object' && !Array.isArray(payload) ? payload : {};
  const listOf = (key: string) => {
    const id = text(fields[key]);
    return id === undefined ? undefined : names.listName(id);
  };
  const cardOf = (key: string) => {
    const id = text(fields[key]);
    return id === undefined ? undefined : names.cardTitleOf(id);
  };
  // A list's name now, or the name it had when the row was written (it may be gone since).
  const listNamed = (idKey: string, nameKey: string) => listOf(idKey) ?? text(fields[nameKey]);
  // Only rows of a date change carry the key; null there means the date was removed.
  const dateOf = (value: Json | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? new Date(value) : null;
  // The rule that made the change: `{ id, name }` (20261126190000_automation_rules.sql).
  const rule = fields.rule;
  const ruleName =
    rule !== null && typeof rule === 'object' && !Array.isArray(rule) ? text(rule.name) : undefined;
  return {
    cardTitle: text(fields.title) ?? names.cardTitle,
    fromList: listNamed('from_list_id', 'from_list_name'),
    toList: listNamed('to_list_id', 'to_list_name'),
    previousTitle: text(fields.previous_title),
    dueAt: dateOf(fields.due_at),
    startAt: dateOf(fields.start_at),
    // A label's row (card.labeled) names the label in `name`; a list's row names the list.
    listName: fields.label_id === undefined ? (listOf('list_id') ?? text(fields.name)) : undefined,
    labelName: fields.label_id === undefined ? undefined : text(fields.name),
    fileName: text(fields.file_name),
    role: text(fields.role),
    // A dependency's other card, or the card a converted checklist item came from (by its title then).
    otherCardTitle: cardOf('blocker_card_id') ?? cardOf('from_card_id') ?? text(fields.from_card_title),
    ...(ruleName === undefined ? {} : { ruleName }),
  };
}
