import { duplicateBoardInput, isTeamboardError, validate, type Board } from '@teamboard/sdk';
import { Button, Checkbox, Dialog, InlineAlert, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import type { useBoardActions } from '../hooks/use-board-actions';

type Field = 'name';

export interface DuplicateBoardDialogProps {
  board: Board;
  duplicate: ReturnType<typeof useBoardActions>['duplicate'];
  onClose: () => void;
}

/** A copy of the board under a new name: its lists and labels, and its cards when asked. */
export function DuplicateBoardDialog({ board, duplicate, onClose }: DuplicateBoardDialogProps) {
  const { t } = useT();
  const fields = useFormFields<Field>({
    name: t('board.duplicate.defaultName', { name: board.name }).slice(0, 80),
  });
  const { values, errors, setErrors, update } = fields;
  const [withCards, setWithCards] = useState(true);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkForm<{ name: string }, Field>(() =>
      validate(duplicateBoardInput, { boardId: board.id, name: values.name, withCards }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    duplicate.mutate(
      { name: check.data.name, withCards },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0) {
            setErrors(fieldErrorsOf<Field>(error));
          } else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <Dialog
      title={t('board.duplicate.title')}
      description={t('board.duplicate.description')}
      open
      onOpenChange={(open) => !open && onClose()}
    >
      <form className="board-details" noValidate onSubmit={submit}>
        {formError !== undefined ? (
          <InlineAlert tone="danger">
            <p>{formError}</p>
          </InlineAlert>
        ) : null}
        <TextField
          label={t('board.duplicate.name')}
          name="name"
          required
          autoComplete="off"
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <Checkbox label={t('board.duplicate.withCards')} checked={withCards} onCheckedChange={setWithCards} />
        <div className="board-details__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            {t('board.duplicate.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
