import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addCardLabel,
  assignCard,
  clearCardFieldValue,
  removeCardLabel,
  setCardFieldValue,
  unassignCard,
} from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useToastError } from '@/shared/hooks/use-toast-error';
import type { CardMove } from '../lib/moves';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useT } from '@/shared/i18n';
import {
  afterLaneChange,
  fieldValueAfter,
  laneChange,
  type LaneChange,
  type LaneGroup,
} from '../lib/swimlanes';
import type { BoardCardView } from '../lib/view';

/** A card dropped in a lane's list cell. */
export interface LaneDrop {
  card: BoardCardView;
  fromLane: string;
  toLane: string;
  /** The list the card was dropped in. */
  listId: string;
  /** The last card of that list as shown, after which the card lands when it changes list. */
  lastCardId: string | null;
}

/** What a drop changes: people and labels one by one, a select field's value as a whole. */
type Change =
  | (LaneChange & { cardId: string; by: 'assignee' | 'label' })
  | { cardId: string; by: 'field'; fieldId: string; value: string | string[] | null };

const failedText = {
  assignee: 'card.tags.assigneesFailed',
  label: 'card.tags.labelsFailed',
  field: 'card.fields.failed',
} as const;

/**
 * Moving a card to another lane changes the lane's attribute (assignee, label
 * or a select field's value) through the SDK, optimistically in the board's
 * card cache; across columns the list changes too, through the board's own
 * move (so a blocked card and a done list are handled as on the columns view).
 */
export function useLaneChange(boardId: string, group: LaneGroup | null, moveCard: (move: CardMove) => void) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = boardKeys.cards(boardId);
  const mutation = useMutation<void, Error, Change, { previous: CardSummaryRow[] | undefined }>({
    // Removals first: a card moved between two people is never briefly on neither's lane twice over.
    mutationFn: async (change) => {
      const { cardId } = change;
      if (change.by === 'field') {
        const { fieldId, value } = change;
        if (value === null) await clearCardFieldValue(client, { cardId, fieldId });
        else await setCardFieldValue(client, { cardId, fieldId, value });
        return;
      }
      for (const id of change.remove)
        if (change.by === 'assignee') await unassignCard(client, { cardId, userId: id });
        else await removeCardLabel(client, { cardId, labelId: id });
      for (const id of change.add)
        if (change.by === 'assignee') await assignCard(client, { cardId, userId: id });
        else await addCardLabel(client, { cardId, labelId: id });
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CardSummaryRow[]>(key);
      queryClient.setQueryData<CardSummaryRow[]>(key, (cards) =>
        cards?.map((card) => {
          if (card.id !== change.cardId) return card;
          if (change.by === 'field') {
            const { [change.fieldId]: _previous, ...others } = card.field_values;
            return {
              ...card,
              field_values: change.value === null ? others : { ...others, [change.fieldId]: change.value },
            };
          }
          return change.by === 'assignee'
            ? { ...card, assignee_ids: afterLaneChange(card.assignee_ids, change) }
            : { ...card, label_ids: afterLaneChange(card.label_ids, change) };
        }),
      );
      return { previous };
    },
    onError: (error, change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      // What did go through comes back with the refetch.
      void queryClient.invalidateQueries({ queryKey: key });
      toastError(t(failedText[change.by]), error);
    },
  });

  return (drop: LaneDrop) => {
    if (group === null) return;
    if (drop.listId !== drop.card.listId)
      moveCard({ cardId: drop.card.id, listId: drop.listId, beforeId: drop.lastCardId, afterId: null });
    const change = laneChange(drop.card, group, drop.fromLane, drop.toLane);
    if (change.remove.length === 0 && change.add.length === 0) return;
    const cardId = drop.card.id;
    mutation.mutate(
      group.by === 'field'
        ? {
            cardId,
            by: 'field',
            fieldId: group.field.id,
            value: fieldValueAfter(drop.card, group.field, change),
          }
        : { ...change, cardId, by: group.by },
    );
  };
}
