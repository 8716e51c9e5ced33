import type { CustomField, CustomFieldValue } from '@teamboard/sdk';
import { CardDetailSection, CardFieldValues, type FieldPerson } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { toFieldView, useCardValueEdits } from '@/features/board';

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
  const { t } = useT();
  const edits = useCardValueEdits(boardId);
  if (fields.length === 0) return null;
  return (
    <CardDetailSection icon="info" title={t('card.fields.title')}>
      <CardFieldValues
        fields={fields.map(toFieldView)}
        values={values}
        people={people}
        canEdit={!readOnly}
        onChange={(fieldId, value) =>
          edits.setFieldValue({
            cardId,
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
