import { createBoardInput, isTeamboardError, validate } from '@teamboard/sdk';
import { Button, Dialog, TextArea, TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../auth/components/FormAlert';
import { errorMessage } from '../../auth/lib/error-message';
import { checkForm, fieldErrorsOf, type FieldErrors } from '../../auth/lib/form-errors';
import type { useBoardMutations } from '../hooks/use-board-mutations';

type Field = 'name' | 'description';

export interface CreateBoardDialogProps {
  workspaceId: string;
  slug: string;
  create: ReturnType<typeof useBoardMutations>['create'];
  trigger: ReactElement;
}

export function CreateBoardDialog({ workspaceId, slug, create, trigger }: CreateBoardDialogProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ name: '', description: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const reset = () => {
    setValues({ name: '', description: '' });
    setErrors({});
    setFormError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkForm<{ name: string; description?: string | undefined }, Field>(() =>
      validate(createBoardInput, {
        workspaceId,
        name: values.name,
        description: values.description.trim() === '' ? undefined : values.description,
      }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    create.mutate(
      { name: check.data.name, description: check.data.description },
      {
        onSuccess: (board) => {
          setOpen(false);
          reset();
          void navigate(`/w/${slug}/b/${board.id}`);
        },
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
      title="Create a board"
      trigger={trigger}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <form className="app-form" noValidate onSubmit={submit}>
        {formError !== undefined ? (
          <FormAlert>
            <p>{formError}</p>
          </FormAlert>
        ) : null}
        <TextField
          label="Board name"
          name="name"
          required
          autoComplete="off"
          value={values.name}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          error={errors.name}
        />
        <TextArea
          label="Description"
          name="description"
          rows={3}
          value={values.description}
          onChange={(event) => setValues((current) => ({ ...current, description: event.target.value }))}
          error={errors.description}
        />
        <div className="app-form__actions">
          <Button type="submit" loading={create.isPending}>
            Create board
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
