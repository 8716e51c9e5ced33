// POST { board_id, format: 'json' | 'csv' } — a board the caller can read,
// with its lists, custom fields and cards (labels, assignees, checklist,
// comments, the cards each waits on, field values).
// Everything is read as the caller, so RLS decides what exists.
import { callerOf } from '../_shared/caller.ts';
import { corsHeaders, FunctionError, json, serve } from '../_shared/http.ts';
import { parseInput } from '../_shared/input.ts';
import { rest } from '../_shared/rest.ts';
import { exportBoardInput } from '../_shared/sdk/inputs.js';
import { toCsv } from './csv.ts';

interface Board {
  id: string;
  workspace_id: string;
  name: string;
  description: string;
  archived_at: string | null;
}
interface List {
  id: string;
  name: string;
  position: number;
  wip_limit: number | null;
  archived_at: string | null;
}
interface Card {
  id: string;
  list_id: string;
  title: string;
  description: string;
  position: number;
  start_at: string | null;
  due_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  /** A card template of the board (hidden from its columns): exported, flagged as such. */
  is_template: boolean;
  /** The tile's cover: one of the card's attachments (by id; attachments are not exported) or a palette colour. */
  cover_attachment_id: string | null;
  cover_color: string | null;
  labels: { name: string; color: string }[];
  assignees: { user_id: string; profile: { display_name: string } | null }[];
  /**
   * Items by checklist, then by position; `checklist` is the name of the item's checklist. An
   * owned item also names its owner (`email` only for owners and admins), so an import can find them.
   */
  checklist: {
    body: string;
    done: boolean;
    position: number;
    checklist: string;
    due_at: string | null;
    assignee_id: string | null;
    assignee: { name: string | null; email: string | null } | null;
  }[];
  comments: { body: string; created_at: string; deleted_at: string | null; author_id: string | null }[];
  /** The cards this one waits on (by id; a blocker may be on another board). */
  blocked_by: { blocker_card_id: string }[];
  /** Its repeat rule; `list_id` (copy mode) is one of the exported lists, or null for the card's own. */
  recurrence: {
    rrule: string;
    dtstart: string;
    time_zone: string;
    mode: string;
    list_id: string | null;
  } | null;
  /** A person value also names the person (`email` only for owners and admins), so an import can find them. */
  field_values: {
    field_id: string;
    value: unknown;
    person?: { name: string | null; email: string | null };
  }[];
}
interface Field {
  id: string;
  name: string;
  type: string;
  unit: string | null;
  show_on_card: boolean;
  position: number;
  options: { id: string; label: string; color: string; position: number }[];
}

serve(async (req) => {
  const caller = callerOf(req);
  const url = new URL(req.url);
  const body = req.method === 'POST' ? ((await req.json().catch(() => ({}))) as Record<string, unknown>) : {};
  const { boardId, format } = parseInput(
    exportBoardInput,
    {
      board_id: body.board_id ?? url.searchParams.get('board_id') ?? undefined,
      format: body.format ?? url.searchParams.get('format') ?? 'json',
    },
    { boardId: 'board_id', format: 'format' },
  );

  const [board] = await rest<Board[]>(
    caller,
    `boards?select=id,workspace_id,name,description,archived_at,time_zone&id=eq.${boardId}`,
  );
  if (!board) throw new FunctionError('not-found', 'Board not found.');
  const lists = await rest<List[]>(
    caller,
    `lists?select=id,name,position,wip_limit,archived_at&board_id=eq.${boardId}&order=position.asc,id.asc`,
  );
  const rawCards = await rest<
    (Omit<Card, 'labels' | 'checklist'> & {
      card_labels: { labels: { name: string; color: string } | null }[];
      checklist: {
        body: string;
        done: boolean;
        position: number;
        due_at: string | null;
        assignee_id: string | null;
        list: { name: string; position: number };
        owner: { display_name: string } | null;
      }[];
    })[]
  >(
    caller,
    `cards?select=id,list_id,title,description,position,start_at,due_at,completed_at,archived_at,is_template,` +
      `cover_attachment_id,cover_color,` +
      `card_labels(labels(name,color)),assignees:card_assignees(user_id,profile:profiles(display_name)),` +
      `checklist:checklist_items!checklist_items_card_id_fkey(body,done,position,due_at,assignee_id,` +
      `list:checklists(name,position),owner:profiles!checklist_items_assignee_id_fkey(display_name)),` +
      `comments(body,created_at,deleted_at,author_id),` +
      `blocked_by:card_dependencies!card_dependencies_blocked_card_id_fkey(blocker_card_id),` +
      `recurrence:card_recurrences(rrule,dtstart,time_zone,mode,list_id),` +
      `field_values:card_field_values(field_id,value)` +
      `&board_id=eq.${boardId}&order=position.asc,id.asc`,
  );
  const fields = (
    await rest<Field[]>(
      caller,
      `custom_fields?select=id,name,type,unit,show_on_card,position,` +
        `options:custom_field_options(id,label,color,position)&board_id=eq.${boardId}&order=position.asc,id.asc`,
    )
  ).map((field) => ({ ...field, options: [...field.options].sort((a, b) => a.position - b.position) }));
  const personFields = new Set(fields.filter((f) => f.type === 'person').map((f) => f.id));
  // Owners and admins read members' addresses (so assignees and people come back on import); others get none.
  const emails = await rest<{ user_id: string; email: string }[]>(caller, 'rpc/workspace_member_emails', {
    method: 'POST',
    body: { workspace_id: board.workspace_id },
  });
  const byUser = new Map(emails.map((row) => [row.user_id, row.email]));
  const people = new Set(
    rawCards.flatMap((card) =>
      card.field_values.flatMap((v) => (personFields.has(v.field_id) ? [String(v.value)] : [])),
    ),
  );
  const names = new Map(
    people.size === 0
      ? []
      : (
          await rest<{ id: string; display_name: string }[]>(
            caller,
            `profiles?select=id,display_name&id=in.(${[...people].join(',')})`,
          )
        ).map((p) => [p.id, p.display_name]),
  );
  const position = new Map(lists.map((l, i) => [l.id, i]));
  const cards: Card[] = rawCards
    .map(({ card_labels, ...card }) => ({
      ...card,
      labels: card_labels.flatMap((cl) => (cl.labels ? [cl.labels] : [])),
      checklist: [...card.checklist]
        .sort((a, b) => a.list.position - b.list.position || a.position - b.position)
        .map(({ list, owner, ...item }) => ({
          ...item,
          checklist: list.name,
          assignee:
            item.assignee_id === null
              ? null
              : { name: owner?.display_name ?? null, email: byUser.get(item.assignee_id) ?? null },
        })),
      comments: [...card.comments].sort((a, b) => a.created_at.localeCompare(b.created_at)),
      blocked_by: [...card.blocked_by].sort((a, b) => a.blocker_card_id.localeCompare(b.blocker_card_id)),
      field_values: card.field_values.map((entry) =>
        personFields.has(entry.field_id)
          ? {
              ...entry,
              person: {
                name: names.get(String(entry.value)) ?? null,
                email: byUser.get(String(entry.value)) ?? null,
              },
            }
          : entry,
      ),
    }))
    .sort(
      (a, b) => (position.get(a.list_id) ?? 0) - (position.get(b.list_id) ?? 0) || a.position - b.position,
    );

  if (format === 'csv') {
    return new Response(toCsv(lists, fields, cards, byUser), {
      headers: {
        ...corsHeaders,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="board-${boardId}.csv"`,
      },
    });
  }
  return json({ board, lists, fields, cards, exported_at: new Date().toISOString() });
});
