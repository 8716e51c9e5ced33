// A Trello board export (Board menu → Print, export and share → Export as
// JSON) read into an ImportContent. Only the fields used here are trusted;
// anything else in the file is ignored.
//
// Assignees: Trello exports list the board's members, with an `email` only
// where Trello shares it (usually the exporting account; enterprise exports
// include more). A card member becomes an assignee when that email belongs
// to a member of the target workspace (matched by the database,
// case-insensitively); members without an email are reported as `no_email`.
// Comments keep their author and date: by a member with the author's
// address, else the importer's comment shown as "originally by" the author.
// Several checklists on a card keep their names; a checklist item keeps its
// due date, and its member (`idMember`) becomes its owner as a card member
// becomes an assignee: by the member's email, else reported as `no_email`.
import { FunctionError } from '../_shared/http.ts';
import {
  clamp,
  colorName,
  dates,
  dueDate,
  type ImportCard,
  type ImportContent,
  isObject,
  isPaletteColor,
  type LabelColor,
  LabelSet,
  objects,
  Report,
} from './content.ts';
import { readFieldValues, readFields } from './fields.ts';
import { trelloFields, trelloFieldValues } from './trello-fields.ts';

interface TrelloList {
  id: string;
  name?: unknown;
  closed?: unknown;
  pos?: unknown;
}
interface TrelloCard {
  id: string;
  idList?: unknown;
  name?: unknown;
  desc?: unknown;
  closed?: unknown;
  pos?: unknown;
  start?: unknown;
  due?: unknown;
  dueComplete?: unknown;
  idLabels?: unknown;
  idMembers?: unknown;
  badges?: { attachments?: unknown };
  customFieldItems?: unknown;
  /** A colour, or an image (`idAttachment`), which stays in Trello with the files. */
  cover?: { color?: unknown; idAttachment?: unknown };
}
interface TrelloChecklist {
  idCard?: unknown;
  name?: unknown;
  pos?: unknown;
  checkItems?: { name?: unknown; state?: unknown; pos?: unknown; idMember?: unknown; due?: unknown }[];
}

/**
 * Trello's label colours (and their `_light` / `_dark` shades) in the
 * product's palette. A Map, not an object literal: the colour comes from the
 * file, and `constructor` or `__proto__` must find nothing, not Object's members.
 */
const TRELLO_COLORS = new Map<string, LabelColor>([
  ['green', 'green'],
  ['yellow', 'yellow'],
  ['orange', 'orange'],
  ['red', 'red'],
  ['purple', 'purple'],
  ['blue', 'blue'],
  ['sky', 'teal'],
  ['lime', 'green'],
  ['pink', 'pink'],
  ['black', 'gray'],
]);

/** The palette colour of a Trello label colour; gray for anything unknown. */
export function trelloColor(color: unknown): LabelColor {
  if (typeof color !== 'string') return 'gray';
  const base = color.replace(/_(light|dark)$/, '');
  return TRELLO_COLORS.get(base) ?? (isPaletteColor(base) ? base : 'gray');
}

/** Adds `value` to the list kept under `key`, in place: copying the list each time is quadratic. */
function append<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const position = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const ids = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

function refuseShape(): never {
  throw new FunctionError(
    'validation',
    'This is not a Trello board export: it needs the board name, its lists and its cards.',
    'not_trello',
  );
}

export function readTrello(data: unknown, report: Report): ImportContent {
  if (
    !isObject(data) ||
    typeof data.name !== 'string' ||
    !Array.isArray(data.lists) ||
    !Array.isArray(data.cards)
  ) {
    refuseShape();
  }
  const lists = objects<TrelloList>(data.lists).sort((a, b) => position(a.pos) - position(b.pos));
  const listIndex = new Map<string, number>();
  const contentLists: ImportContent['lists'] = [];
  for (const list of lists) {
    const name = clamp(list.name, 'listName', report, String(list.name ?? ''));
    if (!name) {
      report.skip('list', String(list.id), 'empty');
      continue;
    }
    listIndex.set(list.id, contentLists.length);
    contentLists.push({ name, archived: list.closed === true });
  }

  const labelSet = new LabelSet();
  const labelIndex = new Map<string, number>();
  for (const label of objects<{ id: string; name?: unknown; color?: unknown }>(data.labels)) {
    const color = trelloColor(label.color);
    const name = clamp(label.name, 'labelName', report, String(label.name ?? '')) || colorName(color);
    labelIndex.set(label.id, labelSet.add(name, color));
  }

  const fieldSet = readFields(trelloFields(data.customFields, trelloColor), report);
  // Trello's own type of each field: a value is written differently for each.
  const fieldTypes = new Map(
    objects<{ id: string; type?: unknown }>(data.customFields).map((field) => [field.id, String(field.type)]),
  );

  const emailOf = new Map<string, string>();
  const memberName = new Map<string, string>();
  for (const member of objects<{ id: string; email?: unknown; fullName?: unknown; username?: unknown }>(
    data.members,
  )) {
    if (typeof member.email === 'string' && member.email.includes('@'))
      emailOf.set(member.id, member.email.trim());
    memberName.set(member.id, String(member.fullName ?? member.username ?? member.id));
  }

  const checklistsOf = new Map<string, TrelloChecklist[]>();
  for (const checklist of objects<TrelloChecklist & { id: string }>(data.checklists)) {
    if (typeof checklist.idCard !== 'string') continue;
    append(checklistsOf, checklist.idCard, checklist);
  }

  const commentsOf = new Map<
    string,
    { date: string; text: string; author: string; email: string | null }[]
  >();
  for (const action of Array.isArray(data.actions) ? data.actions : []) {
    if (!isObject(action) || action.type !== 'commentCard' || !isObject(action.data)) continue;
    const card = isObject(action.data.card) ? action.data.card.id : undefined;
    const text = typeof action.data.text === 'string' ? action.data.text.trim() : '';
    if (typeof card !== 'string') continue;
    const creator = isObject(action.memberCreator) ? action.memberCreator : {};
    const author = (String(creator.fullName ?? creator.username ?? 'Someone').trim() || 'Someone').slice(
      0,
      100,
    );
    const creatorId = typeof action.idMemberCreator === 'string' ? action.idMemberCreator : creator.id;
    const date = typeof action.date === 'string' ? action.date : '';
    if (!text) {
      report.skip('comment', `${author} ${date}`.trim(), 'empty');
      continue;
    }
    const email = typeof creatorId === 'string' ? (emailOf.get(creatorId) ?? null) : null;
    append(commentsOf, card, { date, text, author, email });
  }

  const cards: ImportCard[] = [];
  const sorted = objects<TrelloCard>(data.cards).sort((a, b) => position(a.pos) - position(b.pos));
  for (const card of sorted) {
    const rawTitle = typeof card.name === 'string' ? card.name : '';
    const title = clamp(rawTitle, 'cardTitle', report, rawTitle);
    if (!title) {
      report.skip('card', String(card.id), 'empty');
      continue;
    }
    const list = typeof card.idList === 'string' ? listIndex.get(card.idList) : undefined;
    if (list === undefined) {
      report.skip('card', title, 'unknown_list');
      continue;
    }
    const assignees: string[] = [];
    for (const memberId of ids(card.idMembers)) {
      const email = emailOf.get(memberId);
      if (email) assignees.push(email);
      else report.skip('assignee', `${memberName.get(memberId) ?? memberId} on "${title}"`, 'no_email');
    }
    const checklist: ImportCard['checklist'] = [];
    const checklists = (checklistsOf.get(card.id) ?? []).sort((a, b) => position(a.pos) - position(b.pos));
    for (const list of checklists) {
      // Each checklist keeps its name, so several on one card stay apart.
      const name = (typeof list.name === 'string' ? list.name.trim() : '').slice(0, 100);
      const items = [...(list.checkItems ?? [])].sort((a, b) => position(a.pos) - position(b.pos));
      for (const item of items) {
        const body = clamp(item.name, 'checklistItem', report, `${title}: ${String(item.name ?? '')}`);
        if (!body) {
          report.skip('checklist_item', title, 'empty');
          continue;
        }
        const due = dueDate(item.due, report, `${title}: ${body}`);
        const member = typeof item.idMember === 'string' ? item.idMember : undefined;
        const email = member === undefined ? undefined : emailOf.get(member);
        if (member !== undefined && email === undefined)
          report.skip('assignee', `${memberName.get(member) ?? member} on "${body}"`, 'no_email');
        checklist.push({
          body,
          done: item.state === 'complete',
          checklist: name,
          ...(due === null ? {} : { due_at: due }),
          ...(email === undefined ? {} : { assignee_email: email }),
        });
      }
    }
    // Each comment keeps its author (a member with that address, else "originally by") and its date.
    const comments = (commentsOf.get(card.id) ?? [])
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((c) => ({
        body: clamp(c.text, 'comment', report, `comment on "${title}"`),
        author_name: c.author,
        author_email: c.email,
        created_at: isoDate(c.date),
      }));
    const attachments = isObject(card.badges) ? Number(card.badges.attachments ?? 0) : 0;
    // Files stay in Trello: an export names them but does not carry their bytes.
    if (attachments > 0) report.skip('attachment', `${attachments} on "${title}"`, 'unsupported');
    cards.push({
      list,
      title,
      description: clamp(card.desc, 'cardDescription', report, title),
      ...dates(card.start, card.due, report, title),
      completed: card.dueComplete === true,
      archived: card.closed === true,
      labels: [...new Set(ids(card.idLabels).flatMap((id) => labelIndex.get(id) ?? []))],
      assignee_emails: assignees,
      checklist,
      comments,
      fields: readFieldValues(trelloFieldValues(card.customFieldItems, fieldTypes), fieldSet, title, report),
      ...(typeof card.cover?.color === 'string' ? { cover_color: trelloColor(card.cover.color) } : {}),
    });
  }

  return {
    name: clamp(data.name, 'boardName', report, 'board name'),
    description: clamp(data.desc, 'boardDescription', report, 'board description'),
    lists: contentLists,
    labels: labelSet.labels,
    fields: fieldSet.fields,
    cards,
  };
}

/** A Trello date as ISO 8601, or null (the comment is then dated when it is imported). */
function isoDate(date: string): string | null {
  const time = /^\d{4}-\d{2}-\d{2}T/.test(date) ? Date.parse(date) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
