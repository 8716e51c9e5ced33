import type { CustomField } from '@teamboard/sdk';
import { CustomFieldsEditor, Dialog } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { useCustomFieldMutations } from '../hooks/use-custom-field-mutations';
import { toFieldView } from '../lib/custom-fields';

export interface CustomFieldsDialogProps {
  boardId: string;
  fields: readonly CustomField[];
  onClose: () => void;
}

/** The board's custom fields, for its admins (board menu → Custom fields). */
export function CustomFieldsDialog({ boardId, fields, onClose }: CustomFieldsDialogProps) {
  const { t } = useT();
  const { create, update, remove } = useCustomFieldMutations(boardId);
  const optionsOf = (fieldId: string) => fields.find((field) => field.id === fieldId)?.options ?? [];
  return (
    <Dialog
      size="md"
      title={t('board.fields.title')}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <CustomFieldsEditor
        fields={fields.map(toFieldView)}
        onCreate={(field) => create.mutate(field)}
        onRename={(fieldId, name) => update.mutate({ fieldId, name })}
        onShowOnCardChange={(fieldId, showOnCard) => update.mutate({ fieldId, showOnCard })}
        onDelete={(fieldId) => remove.mutate(fieldId)}
        onAddOption={(fieldId, label, color) => update.mutate({ fieldId, addOptions: [{ label, color }] })}
        onOptionColorChange={(fieldId, optionId, color) =>
          update.mutate({ fieldId, updateOptions: [{ optionId, color }] })
        }
        onMoveOption={(fieldId, optionId, by) => {
          // Swapping positions with the neighbour keeps every other option where it is.
          const options = optionsOf(fieldId);
          const at = options.findIndex((option) => option.id === optionId);
          const other = options[at + by];
          const self = options[at];
          if (!self || !other) return;
          update.mutate({
            fieldId,
            updateOptions: [
              { optionId: self.id, position: other.position },
              { optionId: other.id, position: self.position },
            ],
          });
        }}
        onRemoveOption={(fieldId, optionId) => update.mutate({ fieldId, removeOptionIds: [optionId] })}
      />
    </Dialog>
  );
}
