import {
  createLabelInput,
  validate,
  type CreateLabelInput,
  type Label,
  type LabelColor,
} from '@teamboard/sdk';
import { Dialog } from '@teamboard/ui';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { LabelForm, type LabelField, useLabelMutations } from '@/features/board';
import { suggestColor, type LabelDraft } from '@/shared/lib/labels';
import { useT } from '@/shared/i18n';

export interface NewLabelDialogProps {
  boardId: string;
  labels: readonly { color: LabelColor }[];
  onClose: () => void;
  /** The new label, e.g. to put it on the card it was made from. */
  onCreated: (label: Label) => void;
}

/** Creates a board label without leaving the card: the label picker's "New label…". */
export function NewLabelDialog({ boardId, labels, onClose, onCreated }: NewLabelDialogProps) {
  const { t } = useT();
  const { create } = useLabelMutations(boardId);
  const submit = (draft: LabelDraft) => {
    const check = checkForm<CreateLabelInput, LabelField>(() =>
      validate(createLabelInput, { boardId, ...draft }),
    );
    if (!check.ok) return check.errors;
    create.mutate(check.data, {
      onSuccess: (label) => {
        onCreated(label);
        onClose();
      },
    });
    return undefined;
  };
  return (
    <Dialog title={t('label.new')} size="sm" open onOpenChange={(open) => !open && onClose()}>
      <LabelForm
        name={t('label.new')}
        initial={{ name: '', color: suggestColor(labels) }}
        submitText={t('label.createAndAdd')}
        pending={create.isPending}
        formError={create.error ? errorMessage(create.error) : undefined}
        onSubmit={submit}
        onCancel={onClose}
      />
    </Dialog>
  );
}
