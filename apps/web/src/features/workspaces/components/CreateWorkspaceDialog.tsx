import { createWorkspaceInput, isTeamboardError, validate } from '@teamboard/sdk';
import { TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf, type FieldErrors } from '@/shared/lib/form-errors';
import { useCreateWorkspace } from '../hooks/use-create-workspace';
import { suggestSlug } from '../lib/slug';
import { FormDialog } from './FormDialog';

type Field = 'name' | 'slug';

export interface CreateWorkspaceDialogProps {
  trigger: ReactElement;
}

/** Name and slug; the slug follows the name until the user types one of their own. */
export function CreateWorkspaceDialog({ trigger }: CreateWorkspaceDialogProps) {
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [slug, setSlug] = useState('');
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const reset = () => {
    setName('');
    setSlug('');
    setSlugEdited(false);
    setErrors({});
    setFormError(undefined);
    create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkForm<{ name: string; slug: string }, Field>(() =>
      validate(createWorkspaceInput, { name, slug }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    create.mutate(check.data, {
      onSuccess: (workspace) => {
        setOpen(false);
        reset();
        void navigate(`/w/${workspace.slug}`);
      },
      onError: (error) => {
        if (isTeamboardError(error) && error.code === 'conflict') {
          setErrors({ slug: 'This slug is taken. Try another one.' });
        } else if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0) {
          setErrors(fieldErrorsOf<Field>(error));
        } else {
          setFormError(errorMessage(error));
        }
      },
    });
  };

  return (
    <FormDialog
      title="Create a workspace"
      description="A workspace holds your team's boards. You will be its owner."
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      onDismiss={reset}
      onSubmit={submit}
      formError={formError}
      submitLabel="Create workspace"
      pending={create.isPending}
    >
      <TextField
        label="Workspace name"
        name="name"
        required
        autoComplete="off"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          if (!slugEdited) setSlug(suggestSlug(event.target.value));
        }}
        error={errors.name}
      />
      <TextField
        label="Slug"
        name="slug"
        required
        autoComplete="off"
        spellCheck={false}
        description={`Its address: /w/${slug || 'your-slug'}. Lower-case letters, digits and hyphens.`}
        value={slug}
        onChange={(event) => {
          setSlug(event.target.value);
          setSlugEdited(true);
        }}
        error={errors.slug}
      />
    </FormDialog>
  );
}
