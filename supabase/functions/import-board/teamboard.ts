// A Teamboard board export (board menu → Export as JSON, the export-board
// function) read into an ImportContent, so a board moves between workspaces
// or comes back from a backup with its lists, labels, cards, checklists,
// comments, the cards each card waits on and its custom fields with their
// values (fields.ts). Only the fields used here are trusted; anything else in
// the file is ignored.
//
// A card's repeat rule travels too (set after the board exists, see
// index.ts), and the board's time zone; a checklist item keeps its checklist,
// due date and owner (by address, else by user id: see ImportItem). What does not travel: assignees (an export names people, not their
// emails: reported as `no_email`), a blocker that was on another board (not
// in the file: `not_in_file`), deleted comments, attachments' files, and
// field values the fields cannot hold (fields.ts says which).
import { FunctionError } from '../_shared/http.ts';
import { TEXT_LIMITS } from '../_shared/sdk/inputs.js';
import {
  clamp,
  dates,
  dueDate,
  type ImportCard,
  type ImportItem,
  type ImportContent,
  type ImportRecurrence,
  isObject,
  isPaletteColor,
  itemOwner,
  LabelSet,
  objects,
  Report,
} from './content.ts';
import { readFieldValues, readFields } from './fields.ts';

interface ExportedList {
  id: string;
  name?: unknown;
  archived_at?: unknown;
}
interface ExportedCard {
  id: string;
  list_id?: unknown;
  title?: unknown;
  description?: unknown;
  start_at?: unknown;
  due_at?: unknown;
  completed_at?: unknown;
  archived_at?: unknown;
  labels?: unknown;
  assignees?: unknown;
  checklist?: unknown;
  comments?: unknown;
  blocked_by?: unknown;
  field_values?: unknown;
  recurrence?: unknown;
  cover_color?: unknown;
  is_template?: unknown;
}

const array = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const present = (value: unknown): boolean => value !== null && value !== undefined;

/** A card's rule as the file has it, when it has the shape of one; the server checks the rule itself. */
function readRecurrence(value: unknown, lists: ReadonlyMap<string, number>): ImportRecurrence | undefined {
  if (!isObject(value)) return undefined;
  const { rrule, dtstart, time_zone, mode, list_id } = value;
  if (typeof rrule !== 'string' || typeof dtstart !== 'string' || typeof time_zone !== 'string')
    return undefined;
  if (mode !== 'copy' && mode !== 'reopen') return undefined;
  const list = typeof list_id === 'string' ? (lists.get(list_id) ?? null) : null;
  return { rrule, dtstart, time_zone, mode, list };
}

/** Whether a parsed JSON file is one of our exports rather than Trello's. */
export function isTeamboardExport(data: unknown): boolean {
  return isObject(data) && isObject(data.board) && typeof data.exported_at === 'string';
}

export function readTeamboard(data: unknown, report: Report): ImportContent {
  if (!isObject(data) || !isObject(data.board) || !Array.isArray(data.lists) || !Array.isArray(data.cards)) {
    throw new FunctionError(
      'validation',
      'This is not a Teamboard board export: it needs the board, its lists and its cards.',
      'not_teamboard',
    );
  }
  const listIndex = new Map<string, number>();
  const lists: ImportContent['lists'] = [];
  for (const list of objects<ExportedList>(data.lists)) {
    const name = clamp(list.name, 'listName', report, String(list.name ?? ''));
    if (!name) {
      report.skip('list', list.id, 'empty');
      continue;
    }
    listIndex.set(list.id, lists.length);
    lists.push({ name, archived: present(list.archived_at) });
  }

  const fieldSet = readFields(data.fields, report);

  // Cards are kept first, so a blocker is found by its place among the kept cards.
  const kept: { card: ExportedCard; content: ImportCard }[] = [];
  const labels = new LabelSet();
  for (const card of objects<ExportedCard>(data.cards)) {
    const rawTitle = typeof card.title === 'string' ? card.title : '';
    const title = clamp(rawTitle, 'cardTitle', report, rawTitle);
    if (!title) {
      report.skip('card', card.id, 'empty');
      continue;
    }
    const list = typeof card.list_id === 'string' ? listIndex.get(card.list_id) : undefined;
    if (list === undefined) {
      report.skip('card', title, 'unknown_list');
      continue;
    }
    const cardLabels = array(card.labels).flatMap((label) => {
      if (!isObject(label)) return [];
      const name = clamp(label.name, 'labelName', report, String(label.name ?? ''));
      const color = typeof label.color === 'string' && isPaletteColor(label.color) ? label.color : 'gray';
      return name ? [labels.add(name, color)] : [];
    });
    for (const assignee of array(card.assignees)) {
      const person =
        isObject(assignee) && isObject(assignee.profile) ? assignee.profile.display_name : undefined;
      report.skip('assignee', `${typeof person === 'string' ? person : 'Someone'} on "${title}"`, 'no_email');
    }
    const checklist = array(card.checklist).flatMap((item): ImportItem[] => {
      if (!isObject(item)) return [];
      const body = clamp(item.body, 'checklistItem', report, `${title}: ${String(item.body ?? '')}`);
      if (!body) {
        report.skip('checklist_item', title, 'empty');
        return [];
      }
      // The checklist's name, when it is one a checklist can have; otherwise the card's first.
      const name = typeof item.checklist === 'string' ? item.checklist.trim() : '';
      const listName = name.length <= TEXT_LIMITS.checklistName.max ? name : '';
      // The owner by address (an owner's or admin's export), else by id (found in the same workspace).
      const owner = isObject(item.assignee) ? item.assignee : undefined;
      const who = `${typeof owner?.name === 'string' ? owner.name : 'Someone'} on "${body}"`;
      return [
        {
          body,
          done: item.done === true,
          checklist: listName,
          due_at: dueDate(item.due_at, report, `${title}: ${body}`),
          ...(owner !== undefined || present(item.assignee_id)
            ? itemOwner(owner?.email, item.assignee_id, report, who)
            : {}),
        },
      ];
    });
    const comments = array(card.comments).flatMap((comment) => {
      if (!isObject(comment) || present(comment.deleted_at)) return [];
      const body = clamp(comment.body, 'comment', report, `comment on "${title}"`);
      return body ? [body] : [];
    });
    const recurrence = readRecurrence(card.recurrence, listIndex);
    if (present(card.recurrence) && recurrence === undefined)
      report.skip('recurrence', title, 'invalid_value');
    kept.push({
      card,
      content: {
        list,
        title,
        description: clamp(card.description, 'cardDescription', report, title),
        ...dates(card.start_at, card.due_at, report, title),
        completed: present(card.completed_at),
        archived: present(card.archived_at),
        labels: [...new Set(cardLabels)],
        assignee_emails: [],
        checklist,
        comments,
        fields: readFieldValues(card.field_values, fieldSet, title, report),
        ...(recurrence ? { recurrence } : {}),
        // The export names an image cover by its attachment, which it does not carry.
        ...(typeof card.cover_color === 'string' && isPaletteColor(card.cover_color)
          ? { cover_color: card.cover_color }
          : {}),
        ...(card.is_template === true ? { template: true } : {}),
      },
    });
  }

  const cardIndex = new Map(kept.map(({ card }, index) => [card.id, index]));
  const cards = kept.map(({ card, content }) => {
    const blockedBy = new Set<number>();
    for (const link of array(card.blocked_by)) {
      const blocker =
        isObject(link) && typeof link.blocker_card_id === 'string' ? link.blocker_card_id : undefined;
      const index = blocker === undefined ? undefined : cardIndex.get(blocker);
      if (index === undefined) report.skip('dependency', content.title, 'not_in_file');
      else blockedBy.add(index);
    }
    return blockedBy.size > 0 ? { ...content, blocked_by: [...blockedBy] } : content;
  });

  const board = data.board;
  // Null is an export from before boards had zones; anything else but text is no zone at all.
  if (present(board.time_zone) && typeof board.time_zone !== 'string') {
    throw new FunctionError('validation', 'The time zone is not valid.', 'time_zone');
  }
  return {
    name: clamp(board.name, 'boardName', report, 'board name'),
    description: clamp(board.description, 'boardDescription', report, 'board description'),
    // Checked by import_board as any board's zone: one it does not list refuses the import.
    ...(typeof board.time_zone === 'string' ? { time_zone: board.time_zone } : {}),
    lists,
    labels: labels.labels,
    fields: fieldSet.fields,
    cards,
  };
}
