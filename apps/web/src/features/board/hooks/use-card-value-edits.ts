import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addCardLabel,
  assignCard,
  clearCardFieldValue,
  removeCardLabel,
  setCardFieldValue,
  unassignCard,
  type CustomFieldValue,
} from '@teamboard/sdk';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';

/** A custom field's new value on a card, or `null` to clear it. */
export interface FieldValueEdit {
  cardId: string;
  fieldId: string;
  value: CustomFieldValue | null;
}

/** A label or person ticked on or off a card. */
export interface TagEdit {
  cardId: string;
  kind: 'label' | 'assignee';
  id: string;
  on: boolean;
}

function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  return on ? [...new Set([...ids, id])] : ids.filter((candidate) => candidate !== id);
}

/**
 * Edits of a card's field values, labels and people, for the card drawer and the table alike:
 * shown at once in the board's card cache (which realtime keeps current) and put back when
 * refused, with the SDK's error in a toast.
 */
export function useCardValueEdits(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const key = boardKeys.cards(boardId);
  const patch = (cardId: string, change: (card: CardSummaryRow) => CardSummaryRow) =>
    queryClient.setQueryData<CardSummaryRow[]>(key, (cards) =>
      cards?.map((card) => (card.id === cardId ? change(card) : card)),
    );
  const withValue = (card: CardSummaryRow, fieldId: string, value: CustomFieldValue | null) => {
    const { [fieldId]: _old, ...rest } = card.field_values;
    return { ...card, field_values: value === null ? rest : { ...rest, [fieldId]: value } };
  };

  const fieldValue = useMutation<void, Error, FieldValueEdit, { previous: CustomFieldValue | null }>({
    mutationFn: async ({ cardId, fieldId, value }) => {
      if (value === null) await clearCardFieldValue(client, { cardId, fieldId });
      else await setCardFieldValue(client, { cardId, fieldId, value });
    },
    onMutate: async ({ cardId, fieldId, value }) => {
      // An older fetch landing after the edit would show the old value again.
      await queryClient.cancelQueries({ queryKey: key });
      const card = queryClient.getQueryData<CardSummaryRow[]>(key)?.find((row) => row.id === cardId);
      const previous = card?.field_values[fieldId] ?? null;
      patch(cardId, (row) => withValue(row, fieldId, value));
      return { previous };
    },
    onError: (error, { cardId, fieldId }, context) => {
      if (context) patch(cardId, (row) => withValue(row, fieldId, context.previous));
      toastError(t('card.fields.failed'), error);
    },
  });

  const tag = useMutation<void, Error, TagEdit>({
    mutationFn: async ({ cardId, kind, id, on }) => {
      if (kind === 'label') await (on ? addCardLabel : removeCardLabel)(client, { cardId, labelId: id });
      else await (on ? assignCard : unassignCard)(client, { cardId, userId: id });
    },
    onMutate: ({ cardId, kind, id, on }) =>
      patch(cardId, (card) =>
        kind === 'label'
          ? { ...card, label_ids: toggled(card.label_ids, id, on) }
          : { ...card, assignee_ids: toggled(card.assignee_ids, id, on) },
      ),
    onError: (error, { cardId, kind, id, on }) => {
      patch(cardId, (card) =>
        kind === 'label'
          ? { ...card, label_ids: toggled(card.label_ids, id, !on) }
          : { ...card, assignee_ids: toggled(card.assignee_ids, id, !on) },
      );
      toastError(kind === 'label' ? t('card.tags.labelsFailed') : t('card.tags.assigneesFailed'), error);
    },
  });

  return {
    /** `onError`: for a screen that also shows the refusal beside the value (the table's cell). */
    setFieldValue: (edit: FieldValueEdit, options?: { onError?: (error: Error) => void }) =>
      fieldValue.mutate(edit, options),
    toggleTag: (edit: TagEdit, options?: { onError?: (error: Error) => void }) => tag.mutate(edit, options),
  };
}
