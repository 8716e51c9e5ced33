import type { BoardChange, CustomFieldValue } from '@teamboard/sdk';
import { applyRowChange, mergeRow } from '@/shared/lib/row-changes';
import { summaryOf, type CardSummaryRow } from '@/shared/lib/rows';

/** What a change means for the cached cards: a new list, or "refetch" when the cache cannot know. */
export type CardsUpdate = { kind: 'set'; cards: CardSummaryRow[] } | { kind: 'refetch' } | { kind: 'none' };

function withIds(
  cards: readonly CardSummaryRow[],
  cardId: string | undefined,
  field: 'label_ids' | 'assignee_ids',
  id: string | undefined,
  add: boolean,
): CardsUpdate {
  if (cardId === undefined || id === undefined) return { kind: 'refetch' };
  if (!cards.some((card) => card.id === cardId)) return { kind: 'none' };
  return {
    kind: 'set',
    cards: cards.map((card) => {
      if (card.id !== cardId) return card;
      const rest = card[field].filter((candidate) => candidate !== id);
      return { ...card, [field]: add ? [...rest, id] : rest };
    }),
  };
}

function withCount(
  cards: readonly CardSummaryRow[],
  cardId: string | undefined,
  field: 'comment_count',
  delta: number,
): CardsUpdate {
  if (cardId === undefined || !cards.some((card) => card.id === cardId)) return { kind: 'none' };
  return {
    kind: 'set',
    cards: cards.map((card) =>
      card.id === cardId ? { ...card, [field]: Math.max(0, card[field] + delta) } : card,
    ),
  };
}

/**
 * The board's card cache after one realtime change. Row changes patch it in
 * place (keeping the counts the change does not carry); checklist changes,
 * whose old values the server does not send, ask for a refetch.
 */
export function cardsAfter(cards: readonly CardSummaryRow[], change: BoardChange): CardsUpdate {
  switch (change.table) {
    case 'cards': {
      if (change.type === 'DELETE') {
        return change.old.id === undefined
          ? { kind: 'refetch' }
          : { kind: 'set', cards: applyRowChange(cards, { type: 'DELETE', id: change.old.id }) };
      }
      const known = cards.some((card) => card.id === change.row.id);
      // An archived card and a template (listed apart, in the board's templates) leave the columns.
      if (change.row.archived_at !== null || change.row.is_template) {
        return known
          ? { kind: 'set', cards: applyRowChange(cards, { type: 'DELETE', id: change.row.id }) }
          : { kind: 'none' };
      }
      if (known) return { kind: 'set', cards: mergeRow(cards, change.row) };
      // New, or restored from the archive (then it has labels and counts this change does not carry).
      if (change.type === 'INSERT') return { kind: 'set', cards: [...cards, summaryOf(change.row)] };
      return { kind: 'refetch' };
    }
    case 'card_labels': {
      const row = change.type === 'DELETE' ? change.old : change.row;
      return withIds(cards, row.card_id, 'label_ids', row.label_id, change.type !== 'DELETE');
    }
    case 'card_assignees': {
      const row = change.type === 'DELETE' ? change.old : change.row;
      return withIds(cards, row.card_id, 'assignee_ids', row.user_id, change.type !== 'DELETE');
    }
    case 'comments': {
      if (change.type === 'INSERT') return withCount(cards, change.row.card_id, 'comment_count', 1);
      // A soft delete: whether it was already deleted is not in the change (only the key is), so recount.
      if (change.type === 'UPDATE' && change.row.deleted_at !== null) return { kind: 'refetch' };
      return { kind: 'none' };
    }
    case 'checklist_items':
      return { kind: 'refetch' };
    case 'card_field_values': {
      // The key (card_id, field_id) is all a DELETE carries, and all it needs.
      const row = change.type === 'DELETE' ? change.old : change.row;
      const { card_id: cardId, field_id: fieldId } = row;
      if (cardId === undefined || fieldId === undefined) return { kind: 'refetch' };
      if (!cards.some((card) => card.id === cardId)) return { kind: 'none' };
      return {
        kind: 'set',
        cards: cards.map((card) => {
          if (card.id !== cardId) return card;
          const { [fieldId]: _dropped, ...rest } = card.field_values;
          return {
            ...card,
            field_values:
              change.type === 'DELETE' ? rest : { ...rest, [fieldId]: change.row.value as CustomFieldValue },
          };
        }),
      };
    }
    default:
      return { kind: 'none' };
  }
}

/** The card a change belongs to, for the open card's caches. */
export function cardIdOf(change: BoardChange): string | undefined {
  const row: { id?: string; card_id?: string } | null = change.type === 'DELETE' ? change.old : change.row;
  if (change.table === 'cards') return row?.id;
  return row?.card_id;
}
