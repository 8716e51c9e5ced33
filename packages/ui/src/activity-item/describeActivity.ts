/** What an activity row needs from a row of the `activity` table, already resolved to names. */
export interface ActivityPayload {
  cardTitle?: string;
  fromList?: string;
  toList?: string;
  listName?: string;
  boardName?: string;
  fileName?: string;
  memberName?: string;
  role?: string;
  labelName?: string;
}

/** Known kinds; any other string still renders, generically, so a new server kind never breaks the feed. */
export type ActivityKind =
  | 'card.created'
  | 'card.moved'
  | 'card.completed'
  | 'card.reopened'
  | 'card.archived'
  | 'card.renamed'
  | 'card.due_changed'
  | 'card.assigned'
  | 'comment.added'
  | 'attachment.added'
  | 'list.created'
  | 'board.created'
  | 'member.joined'
  | 'member.role_changed'
  | 'member.removed'
  | (string & {});

export interface ActivityPart {
  text: string;
  /** Names (cards, lists, people) are emphasised. */
  strong?: boolean;
}

const part = (text: string | undefined, fallback: string): ActivityPart => ({
  text: text ?? fallback,
  strong: true,
});

/** The sentence after the actor's name, as parts so names can be emphasised. */
export function describeActivity(kind: ActivityKind, payload: ActivityPayload): ActivityPart[] {
  const card = part(payload.cardTitle, 'a card');
  switch (kind) {
    case 'card.created':
      return [
        { text: 'added ' },
        card,
        ...(payload.listName ? [{ text: ' to ' }, part(payload.listName, '')] : []),
      ];
    case 'card.moved':
      return [
        { text: 'moved ' },
        card,
        { text: ' from ' },
        part(payload.fromList, 'a list'),
        { text: ' to ' },
        part(payload.toList, 'a list'),
      ];
    case 'card.completed':
      return [{ text: 'completed ' }, card];
    case 'card.reopened':
      return [{ text: 'reopened ' }, card];
    case 'card.archived':
      return [{ text: 'archived ' }, card];
    case 'card.renamed':
      return [{ text: 'renamed a card to ' }, card];
    case 'card.due_changed':
      return [{ text: 'changed the due date of ' }, card];
    case 'card.assigned':
      return [{ text: 'assigned ' }, part(payload.memberName, 'someone'), { text: ' to ' }, card];
    case 'comment.added':
      return [{ text: 'commented on ' }, card];
    case 'attachment.added':
      return [{ text: 'attached ' }, part(payload.fileName, 'a file'), { text: ' to ' }, card];
    case 'list.created':
      return [{ text: 'created the list ' }, part(payload.listName, 'a list')];
    case 'board.created':
      return [{ text: 'created the board ' }, part(payload.boardName, 'a board')];
    case 'member.joined':
      return [{ text: 'joined the workspace' }];
    case 'member.role_changed':
      return [
        { text: 'made ' },
        part(payload.memberName, 'someone'),
        { text: ' ' },
        part(payload.role, 'a member'),
      ];
    case 'member.removed':
      return [{ text: 'removed ' }, part(payload.memberName, 'someone'), { text: ' from the workspace' }];
    default:
      return payload.cardTitle ? [{ text: 'updated ' }, card] : [{ text: 'made a change' }];
  }
}
