import { nextCardPosition, type Direction } from '../lib/card-focus';
import type { BoardListView } from '../lib/view';
import { useShortcut, type ShortcutEvent } from '@/shared/lib/shortcuts';
import { useT } from '@/shared/i18n';

export interface BoardKeyboardOptions {
  lists: readonly BoardListView[];
  canEdit: boolean;
  onNewCard: (listId: string) => void;
  focusFilter: () => void;
  openLabels: () => void;
  /** False while the card drawer is open or a drag is under way. */
  active: boolean;
}

const CARD_LINK = '[data-card-id] .tb-card-tile__open';

function cardLinkAt(listId: string | undefined, cardId: string | undefined): HTMLElement | null {
  if (listId === undefined || cardId === undefined) return null;
  return document.querySelector<HTMLElement>(
    `[data-list-id="${listId}"] [data-card-id="${cardId}"] .tb-card-tile__open`,
  );
}

/** The list holding focus (a card, its list's header or composer), else the first list. */
function focusedListId(lists: readonly BoardListView[]): string | undefined {
  const active = document.activeElement;
  const column = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-list-id]') : null;
  return column?.dataset.listId ?? lists[0]?.id;
}

/**
 * Board shortcuts: n adds a card to the focused list, f or / focuses the
 * filter, l opens the labels, arrow keys move between cards (Enter opens one: it is a link).
 */
export function useBoardKeyboard({
  lists,
  canEdit,
  onNewCard,
  focusFilter,
  openLabels,
  active,
}: BoardKeyboardOptions): void {
  const { t } = useT();
  const group = t('board.shortcutGroup');
  useShortcut(
    'n',
    () => {
      const listId = focusedListId(lists);
      if (listId) onNewCard(listId);
    },
    t('board.shortcut.newCard'),
    { group, disabled: !canEdit || !active },
  );
  useShortcut('f', focusFilter, t('board.filter.label'), { group, disabled: !active });
  useShortcut('/', focusFilter, t('board.filter.label'), { group, disabled: !active });
  useShortcut('l', openLabels, t('board.shortcut.labels'), { group, disabled: !active });

  const move = (direction: Direction) => (event: ShortcutEvent) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    if (!target?.matches(CARD_LINK)) {
      // From anywhere else on the board, the first arrow press enters the board at its first card.
      const first = lists.find((list) => list.cards.length > 0);
      cardLinkAt(first?.id, first?.cards[0]?.id)?.focus();
      return;
    }
    const cardId = target.closest<HTMLElement>('[data-card-id]')?.dataset.cardId;
    const listId = target.closest<HTMLElement>('[data-list-id]')?.dataset.listId;
    const column = lists.findIndex((list) => list.id === listId);
    const row = lists[column]?.cards.findIndex((card) => card.id === cardId) ?? -1;
    if (column < 0 || row < 0) return;
    const next = nextCardPosition(
      lists.map((list) => list.cards.length),
      column,
      row,
      direction,
    );
    const nextList = next === null ? undefined : lists[next.column];
    const nextCard = next === null ? undefined : nextList?.cards[next.row];
    if (!nextList || !nextCard) return;
    const link = cardLinkAt(nextList.id, nextCard.id);
    if (link) {
      link.focus();
      return;
    }
    // A virtualised list has not drawn that card yet: scroll towards it, then focus it once drawn.
    document
      .querySelector(`[data-list-id="${nextList.id}"] .tb-column__body`)
      ?.scrollBy({ top: direction === 'up' ? -160 : 160 });
    requestAnimationFrame(() => cardLinkAt(nextList.id, nextCard.id)?.focus());
  };
  // Off while a card is open or a card is carried by keyboard: the drawer and dnd-kit own the arrows then.
  const arrows = { group, disabled: !active };
  useShortcut('ArrowDown', move('down'), t('board.shortcut.next'), arrows);
  useShortcut('ArrowUp', move('up'), t('board.shortcut.previous'), arrows);
  useShortcut('ArrowRight', move('right'), t('board.shortcut.right'), arrows);
  useShortcut('ArrowLeft', move('left'), t('board.shortcut.left'), arrows);
}
