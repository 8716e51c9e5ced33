import type { BoardViewer, ReceivedBoardHint } from '@teamboard/sdk';
import type { AvatarPerson, PresenceViewer } from '@teamboard/ui';
import type { Translate } from '@/shared/i18n';

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
  t: Translate,
): string[] {
  return hints.flatMap((hint) => {
    if (hint.userId === myId) return [];
    const person = names.person(hint.userId);
    const card = (id: string) => names.card(id) ?? t('board.hint.someCard');
    if (hint.kind === 'dragging-card')
      return [t('board.hint.draggingCard', { person, card: card(hint.cardId) })];
    if (hint.kind === 'dragging-list') {
      const list = names.list(hint.listId) ?? t('board.hint.someList');
      return [t('board.hint.movingList', { person, list })];
    }
    if (hint.kind === 'editing-card')
      return [t('board.hint.editingCard', { person, card: card(hint.cardId) })];
    return [];
  });
}
