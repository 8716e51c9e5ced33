// What both backup calls read: a workspace's people, and one board with everything on it.
import type { TeamboardClient } from '../client';
import type { LabelColor } from '../constants';
import { TeamboardError } from '../errors/teamboard-error';
import { isLabelColor } from '../labels/to-label';
import { run } from '../run';
import {
  BACKUP_KIND,
  BACKUP_VERSION,
  type BackupBoard,
  type BackupCard,
  type BackupPerson,
  type TeamboardBackup,
} from '../schemas/backup';

// One request per board; everything hanging off a card comes embedded.
const BOARD_SELECT = `name, description, time_zone,
  lists(id, name, position, wip_limit, is_done, archived_at),
  labels(id, name, color),
  custom_fields(id, name, type, unit, show_on_card, position, custom_field_options(id, label, color, position)),
  cards(id, list_id, title, description, position, start_at, due_at, completed_at, archived_at,
    cover_attachment_id, cover_color, is_template,
    card_labels(label_id),
    card_assignees(user_id, profile:profiles(display_name)),
    checklist_items!checklist_items_card_id_fkey(body, done, position, due_at, assignee_id,
      list:checklists(name, position), assignee:profiles!checklist_items_assignee_id_fkey(display_name)),
    comments(id, body, created_at, deleted_at, author_id, original_author, original_author_email,
      author:profiles!comments_author_id_fkey(display_name)),
    card_field_values(field_id, value),
    blocked_by:card_dependencies!card_dependencies_blocked_card_id_fkey(blocker_card_id),
    attachments!attachments_card_id_fkey(id, file_name, mime_type, size_bytes, created_at),
    recurrence:card_recurrences(rrule, dtstart, time_zone, mode, list_id))`;

interface Positioned {
  readonly id: string;
  readonly position: number;
}
const byPosition = (a: Positioned, b: Positioned) => a.position - b.position || a.id.localeCompare(b.id);
const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Who a user id is, by the name they show and (for managers) their address. */
export type People = (userId: string, name: string | undefined) => BackupPerson;

export async function readPeople(client: TeamboardClient, workspaceId: string): Promise<People> {
  // Owners and admins get every member's address; anyone else none (names only).
  const [rows, members] = await Promise.all([
    run(client.supabase.rpc('workspace_member_emails', { workspace_id: workspaceId })),
    run(
      client.supabase
        .from('workspace_members')
        .select('user_id, profile:profiles(display_name)')
        .eq('workspace_id', workspaceId),
    ),
  ]);
  const emails = new Map(rows.map((row) => [row.user_id, row.email]));
  const names = new Map(members.map((member) => [member.user_id, member.profile?.display_name]));
  return (userId, name) => ({
    name: name ?? names.get(userId) ?? 'Former member',
    email: emails.get(userId) ?? null,
  });
}

export async function readBoard(
  client: TeamboardClient,
  boardId: string,
  people: People,
): Promise<BackupBoard> {
  const board = await run(
    client.supabase.from('boards').select(BOARD_SELECT).eq('id', boardId).maybeSingle(),
  );
  if (board === null) throw new TeamboardError({ code: 'not-found', message: 'Board not found.' });
  const lists = [...board.lists].sort(byPosition);
  const options = (field: (typeof board.custom_fields)[number]) =>
    [...field.custom_field_options]
      .sort(byPosition)
      .map(({ id, label, color }) => ({ id, label, color: color as LabelColor }));
  const fields = [...board.custom_fields].sort(byPosition);
  const labels = [...board.labels].sort(
    (a, b) => text(a.name, b.name) || text(a.color, b.color) || text(a.id, b.id),
  );
  // A card's labels and values follow the board's order, which survives a restore (ids do not).
  const labelOrder = new Map(labels.map((label, index) => [label.id, index]));
  const fieldOrder = new Map(fields.map((field, index) => [field.id, index]));
  const fieldTypes = new Map(fields.map((field) => [field.id, field.type]));

  const listIndex = new Map(lists.map((list, index) => [list.id, index]));

  const toCard = (card: (typeof board.cards)[number]): BackupCard => ({
    id: card.id,
    title: card.title,
    description: card.description,
    start_at: card.start_at,
    due_at: card.due_at,
    completed_at: card.completed_at,
    archived_at: card.archived_at,
    labels: card.card_labels
      .map((link) => link.label_id)
      .sort((a, b) => (labelOrder.get(a) ?? 0) - (labelOrder.get(b) ?? 0)),
    assignees: card.card_assignees
      .map((assignee) => people(assignee.user_id, assignee.profile?.display_name))
      .sort((a, b) => text(a.email ?? a.name, b.email ?? b.name)),
    // By checklist, then by item: the import makes the checklists in the order it meets their names.
    checklist: [...card.checklist_items]
      .sort((a, b) => a.list.position - b.list.position || a.position - b.position)
      .map(({ body, done, list, due_at, assignee_id, assignee }) => ({
        body,
        done,
        checklist: list.name,
        due_at,
        assignee:
          assignee_id === null ? null : { ...people(assignee_id, assignee?.display_name), id: assignee_id },
      })),
    comments: card.comments
      .filter((comment) => comment.deleted_at === null)
      .sort((a, b) => text(a.created_at, b.created_at) || text(a.id, b.id))
      .map((comment) => ({
        body: comment.body,
        author:
          comment.original_author !== null
            ? { name: comment.original_author, email: comment.original_author_email }
            : comment.author_id === null
              ? null
              : people(comment.author_id, comment.author?.display_name),
        created_at: comment.created_at,
      })),
    fields: card.card_field_values
      .map(({ field_id, value }) => ({
        field: field_id,
        value:
          fieldTypes.get(field_id) === 'person' && typeof value === 'string'
            ? people(value, undefined)
            : value,
      }))
      .sort((a, b) => (fieldOrder.get(a.field) ?? 0) - (fieldOrder.get(b.field) ?? 0)),
    blocked_by: card.blocked_by.map((link) => link.blocker_card_id),
    attachments: [...card.attachments]
      .sort((a, b) => text(a.created_at, b.created_at) || text(a.id, b.id))
      .map(({ id, file_name, mime_type, size_bytes }) => ({ id, file_name, mime_type, size_bytes })),
    recurrence: card.recurrence && {
      rrule: card.recurrence.rrule,
      dtstart: card.recurrence.dtstart,
      time_zone: card.recurrence.time_zone,
      mode: card.recurrence.mode,
      list: card.recurrence.list_id === null ? null : (listIndex.get(card.recurrence.list_id) ?? null),
    },
    // After the attachments, so a comparison of backups meets the cover's attachment id there first.
    cover:
      card.cover_attachment_id !== null
        ? { attachment: card.cover_attachment_id }
        : card.cover_color !== null && isLabelColor(card.cover_color)
          ? { color: card.cover_color }
          : null,
    ...(card.is_template ? { template: true as const } : {}),
  });

  return {
    name: board.name,
    description: board.description,
    time_zone: board.time_zone,
    // The database's CHECK keeps colours to the palette.
    labels: labels.map(({ id, name, color }) => ({ id, name, color: color as LabelColor })),
    fields: fields.map((field) => ({
      id: field.id,
      name: field.name,
      type: field.type,
      unit: field.unit,
      show_on_card: field.show_on_card,
      options: options(field),
    })),
    lists: lists.map((list) => ({
      name: list.name,
      wip_limit: list.wip_limit,
      is_done: list.is_done,
      archived_at: list.archived_at,
      cards: board.cards
        .filter((card) => card.list_id === list.id)
        .sort(byPosition)
        .map(toCard),
    })),
  };
}

/**
 * The document, with each card's blockers in the order the cards appear in
 * it (which a restore keeps) and blockers outside it last, by id.
 */
export function backupOf(workspace: TeamboardBackup['workspace'], boards: BackupBoard[]): TeamboardBackup {
  const order = new Map<string, number>();
  for (const board of boards)
    for (const list of board.lists) for (const card of list.cards) order.set(card.id, order.size);
  const rank = (id: string) => order.get(id) ?? order.size;
  return {
    kind: BACKUP_KIND,
    version: BACKUP_VERSION,
    exported_at: new Date().toISOString(),
    workspace,
    boards: boards.map((board) => ({
      ...board,
      lists: board.lists.map((list) => ({
        ...list,
        cards: list.cards.map((card) => ({
          ...card,
          blocked_by: [...card.blocked_by].sort((a, b) => rank(a) - rank(b) || text(a, b)),
        })),
      })),
    })),
  };
}
