import { createSavedViewInput, isTeamboardError, validate, type SavedView } from '@teamboard/sdk';
import { Button, Checkbox, Dialog, InlineAlert, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import type { useSavedViews } from '../hooks/use-saved-views';
import { toSavedSettings, type BoardViewSettings } from '../lib/view-settings';

type Field = 'name';

export interface SaveViewDialogProps {
  boardId: string;
  settings: BoardViewSettings;
  /** Editors and up may share a view with the board. */
  canShare: boolean;
  create: ReturnType<typeof useSavedViews>['create'];
  onSaved: (view: SavedView) => void;
  onClose: () => void;
}

/** Names the current view and keeps it, for oneself or for everyone on the board. */
export function SaveViewDialog({
  boardId,
  settings,
  canShare,
  create,
  onSaved,
  onClose,
}: SaveViewDialogProps) {
  const { t } = useT();
  const { values, errors, setErrors, update } = useFormFields<Field>({ name: '' });
  const [shared, setShared] = useState(false);
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = {
      boardId,
      name: values.name,
      shared: canShare && shared,
      settings: toSavedSettings(settings),
    };
    const check = checkForm<{ name: string }, Field>(() => validate(createSavedViewInput, input));
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    create.mutate(input, {
      onSuccess: (view) => {
        onSaved(view);
        onClose();
      },
      onError: (error) => {
        if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0)
          setErrors(fieldErrorsOf<Field>(error));
        else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <Dialog
      title={t('views.save.title')}
      description={t('views.save.description')}
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
          label={t('views.save.name')}
          name="name"
          required
          autoComplete="off"
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        {canShare ? (
          <Checkbox label={t('views.save.shared')} checked={shared} onCheckedChange={setShared} />
        ) : null}
        <div className="board-details__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('views.save.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
