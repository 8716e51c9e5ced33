import { createBoardInput, isTeamboardError, validate } from '@teamboard/sdk';
import { Button, TextArea, TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import type { useBoardMutations } from '../hooks/use-board-mutations';
import { FormDialog } from './FormDialog';

type Field = 'name' | 'description';

export interface CreateBoardDialogProps {
  workspaceId: string;
  slug: string;
  create: ReturnType<typeof useBoardMutations>['create'];
  trigger: ReactElement;
  /** Offers "Import from Trello or CSV…": closes this dialog and asks for the import instead. */
  onImport?: () => void;
}

export function CreateBoardDialog({ workspaceId, slug, create, trigger, onImport }: CreateBoardDialogProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const fields = useFormFields<Field>({ name: '', description: '' });
  const { values, errors, setErrors, update } = fields;
  const [formError, setFormError] = useState<string>();

  const reset = () => {
    fields.reset();
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
    <FormDialog
      title="Create a board"
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      onDismiss={reset}
      onSubmit={submit}
      formError={formError}
      submitLabel="Create board"
      pending={create.isPending}
    >
      <TextField
        label="Board name"
        name="name"
        required
        autoComplete="off"
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      <TextArea
        label="Description"
        name="description"
        rows={3}
        value={values.description}
        onChange={update('description')}
        error={errors.description}
      />
      {onImport ? (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            setOpen(false);
            reset();
            onImport();
          }}
        >
          Import from Trello or CSV…
        </Button>
      ) : null}
    </FormDialog>
  );
}
