import type { BoardViewer, ReceivedBoardHint } from '@teamboard/sdk';
import type { AvatarPerson, PresenceViewer } from '@teamboard/ui';

/** The others on the board (not me), with the title of the card each has open. */
export function othersOnBoard(
  viewers: readonly BoardViewer[],
  myId: string,
  cardTitle: (id: string) => string | undefined,
): PresenceViewer[] {
  return viewers
    .filter((viewer) => viewer.userId !== myId)
    .map((viewer) => ({
      id: viewer.userId,
      name: viewer.displayName,
      avatarUrl: viewer.avatarUrl,
      openCard: viewer.openCardId === null ? null : (cardTitle(viewer.openCardId) ?? null),
    }));
}

/** Per card id, the others who have it open: the tile shows them. */
export function viewersByCard(viewers: readonly BoardViewer[], myId: string): Map<string, AvatarPerson[]> {
  const byCard = new Map<string, AvatarPerson[]>();
  for (const viewer of viewers) {
    if (viewer.userId === myId || viewer.openCardId === null) continue;
    const person = { id: viewer.userId, name: viewer.displayName, avatarUrl: viewer.avatarUrl };
    byCard.set(viewer.openCardId, [...(byCard.get(viewer.openCardId) ?? []), person]);
  }
  return byCard;
}

/** "Ada is dragging “Fix login”", one sentence per hint from someone else. */
export function describeHints(
  hints: readonly ReceivedBoardHint[],
  myId: string,
  names: {
    person: (id: string) => string;
    card: (id: string) => string | undefined;
    list: (id: string) => string | undefined;
  },
): string[] {
  return hints.flatMap((hint) => {
    if (hint.userId === myId) return [];
    const who = names.person(hint.userId);
    if (hint.kind === 'dragging-card') return [`${who} is dragging “${names.card(hint.cardId) ?? 'a card'}”`];
    if (hint.kind === 'dragging-list')
      return [`${who} is moving the list “${names.list(hint.listId) ?? 'a list'}”`];
    if (hint.kind === 'editing-card') return [`${who} is editing “${names.card(hint.cardId) ?? 'a card'}”`];
    return [];
  });
}
