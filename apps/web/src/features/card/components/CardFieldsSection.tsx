import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  clearCardFieldValue,
  setCardFieldValue,
  type CardSummary,
  type CustomField,
  type CustomFieldValue,
} from '@teamboard/sdk';
import { CardDetailSection, CardFieldValues, type FieldPerson } from '@teamboard/ui';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { toFieldView } from '@/features/board';

export interface CardFieldsSectionProps {
  boardId: string;
  cardId: string;
  fields: readonly CustomField[];
  values: Readonly<Record<string, CustomFieldValue>>;
  people: readonly FieldPerson[];
  readOnly: boolean;
}

/** The card's custom field values in the drawer; shown as soon as the board has a field. */
export function CardFieldsSection({
  boardId,
  cardId,
  fields,
  values,
  people,
  readOnly,
}: CardFieldsSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  // The board's card cache holds the values (realtime keeps it current), so a change patches it.
  const patch = (fieldId: string, value: CustomFieldValue | null) =>
    queryClient.setQueryData<CardSummary[]>(boardKeys.cards(boardId), (cards) =>
      cards?.map((card) => {
        if (card.id !== cardId) return card;
        const { [fieldId]: _old, ...rest } = card.field_values;
        return { ...card, field_values: value === null ? rest : { ...rest, [fieldId]: value } };
      }),
    );
  const save = useMutation({
    mutationFn: async ({ fieldId, value }: { fieldId: string; value: CustomFieldValue | null }) => {
      if (value === null) await clearCardFieldValue(client, { cardId, fieldId });
      else await setCardFieldValue(client, { cardId, fieldId, value });
    },
    onMutate: ({ fieldId, value }) => {
      const previous = values[fieldId] ?? null;
      patch(fieldId, value);
      return { fieldId, previous };
    },
    onError: (error, _input, context) => {
      if (context) patch(context.fieldId, context.previous);
      toastError(t('card.fields.failed'), error);
    },
  });
  if (fields.length === 0) return null;
  return (
    <CardDetailSection icon="info" title={t('card.fields.title')}>
      <CardFieldValues
        fields={fields.map(toFieldView)}
        values={values}
        people={people}
        canEdit={!readOnly}
        onChange={(fieldId, value) =>
          save.mutate({
            fieldId,
            value:
              value === null
                ? null
                : Array.isArray(value)
                  ? [...(value as readonly string[])]
                  : (value as CustomFieldValue),
          })
        }
      />
    </CardDetailSection>
  );
}
