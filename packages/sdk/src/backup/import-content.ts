import type { BackupBoard, BackupPerson } from '../schemas/backup';
import type { ImportSkipped } from '../imports/types';

/** A board of a backup as the `import_board` RPC takes it: rows refer to each other by index. */
export interface ImportContent {
  readonly name: string;
  readonly description: string;
  /** The zone its schedules count in; absent (a backup from before boards had zones), UTC. */
  readonly time_zone?: string;
  readonly lists: readonly {
    name: string;
    archived_at: string | null;
    wip_limit: number | null;
    is_done: boolean;
  }[];
  readonly labels: readonly { name: string; color: string }[];
  readonly fields: readonly {
    name: string;
    type: string;
    unit: string | null;
    show_on_card: boolean;
    options: { label: string; color: string }[];
  }[];
  readonly cards: readonly ImportCard[];
}

interface ImportCard {
  list: number;
  title: string;
  description: string;
  start_at: string | null;
  due_at: string | null;
  completed_at: string | null;
  archived_at: string | null;
  labels: number[];
  assignee_emails: string[];
  /** An owner by address (as assignees are found) or by user id; `import_board` keeps only members who can see the board. */
  checklist: {
    body: string;
    done: boolean;
    checklist: string;
    due_at: string | null;
    assignee_email: string | null;
    assignee_id: string | null;
  }[];
  comments: { body: string; author_name: string | null; author_email: string | null; created_at: string }[];
  fields: ({ field: number; value: unknown } | { field: number; person_email: string })[];
  blocked_by: number[];
}

/** A link to a card on another board of the backup, made once both boards exist. */
export interface CrossBoardLink {
  /** Index of the blocked card in this board's `cards`. */
  readonly blocked: number;
  /** The blocker's id in the backup. */
  readonly blockerId: string;
}

export interface BoardContent {
  readonly content: ImportContent;
  /** The backup's card ids, in the order of `content.cards`. */
  readonly cardIds: readonly string[];
  readonly crossBoard: readonly CrossBoardLink[];
  /** Each card's items' owners as a report names them (`<address or name> on "<item>"`), by card and item index. */
  readonly itemOwners: readonly (readonly string[])[];
  readonly skipped: readonly ImportSkipped[];
}

const indexOf = <T extends { id: string }>(rows: readonly T[]) =>
  new Map(rows.map((row, index) => [row.id, index]));

/**
 * Reads one board of a backup into the RPC's content. What the RPC cannot
 * take is reported here: someone without an address (assignee or person
 * value), a reference to a label, field, option or card the document lacks.
 */
export function toImportContent(board: BackupBoard, cardsInBackup: ReadonlySet<string>): BoardContent {
  const skipped: ImportSkipped[] = [];
  const labels = indexOf(board.labels);
  const fields = indexOf(board.fields);
  const cardIds = board.lists.flatMap((list) => list.cards.map((card) => card.id));
  const cardIndex = new Map(cardIds.map((id, index) => [id, index]));
  const crossBoard: CrossBoardLink[] = [];
  const email = (person: BackupPerson, item: string) => {
    if (person.email === null) skipped.push({ kind: 'assignee', item, reason: 'no_email' });
    return person.email;
  };

  const cards = board.lists.flatMap((list, listIndex) =>
    list.cards.map((card): ImportCard => {
      const values = card.fields.flatMap((entry): ImportCard['fields'] => {
        const field = fields.get(entry.field);
        const definition = field === undefined ? undefined : board.fields[field];
        if (field === undefined || definition === undefined) return [];
        const option = indexOf(definition.options);
        switch (definition.type) {
          case 'person': {
            const person = entry.value as BackupPerson | null;
            if (!person?.email) {
              skipped.push({
                kind: 'field_value',
                item: `${definition.name} on "${card.title}"`,
                reason: 'no_email',
              });
              return [];
            }
            return [{ field, person_email: person.email }];
          }
          case 'single_select': {
            const index = option.get(String(entry.value));
            return index === undefined ? [] : [{ field, value: index }];
          }
          case 'multi_select': {
            const ids = Array.isArray(entry.value) ? (entry.value as unknown[]) : [];
            const indexes = ids.flatMap((id) => option.get(String(id)) ?? []);
            return indexes.length === 0 ? [] : [{ field, value: indexes.map(String) }];
          }
          default:
            return [{ field, value: entry.value }];
        }
      });
      const blockedBy: number[] = [];
      for (const blocker of card.blocked_by) {
        const index = cardIndex.get(blocker);
        if (index !== undefined) blockedBy.push(index);
        else if (cardsInBackup.has(blocker))
          crossBoard.push({ blocked: cardIndex.get(card.id) ?? 0, blockerId: blocker });
        else skipped.push({ kind: 'dependency', item: card.title, reason: 'not_in_file' });
      }
      return {
        list: listIndex,
        title: card.title,
        description: card.description,
        start_at: card.start_at ?? null,
        due_at: card.due_at,
        completed_at: card.completed_at,
        archived_at: card.archived_at,
        labels: card.labels.flatMap((id) => labels.get(id) ?? []),
        assignee_emails: card.assignees.flatMap(
          (person) => email(person, `${person.name} on "${card.title}"`) ?? [],
        ),
        checklist: card.checklist.map(({ body, done, checklist, due_at, assignee }) => ({
          body,
          done,
          checklist,
          due_at: due_at ?? null,
          assignee_email: assignee?.email ?? null,
          assignee_id: assignee?.id ?? null,
        })),
        comments: card.comments.map((comment) => ({
          body: comment.body,
          author_name: comment.author?.name ?? null,
          author_email: comment.author?.email ?? null,
          created_at: comment.created_at,
        })),
        fields: values,
        blocked_by: blockedBy,
      };
    }),
  );

  return {
    content: {
      name: board.name,
      description: board.description,
      ...(board.time_zone === undefined ? {} : { time_zone: board.time_zone }),
      lists: board.lists.map(({ name, archived_at, wip_limit, is_done }) => ({
        name,
        archived_at,
        wip_limit,
        is_done,
      })),
      labels: board.labels.map(({ name, color }) => ({ name, color })),
      fields: board.fields.map(({ name, type, unit, show_on_card, options }) => ({
        name,
        type,
        unit,
        show_on_card,
        options: options.map(({ label, color }) => ({ label, color })),
      })),
      cards,
    },
    cardIds,
    crossBoard,
    itemOwners: board.lists.flatMap((list) =>
      list.cards.map((card) =>
        card.checklist.map(
          ({ body, assignee }) => `${assignee?.email ?? assignee?.name ?? 'Someone'} on "${body}"`,
        ),
      ),
    ),
    skipped,
  };
}
