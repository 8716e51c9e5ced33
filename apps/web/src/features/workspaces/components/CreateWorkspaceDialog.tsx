import { createWorkspaceInput, isTeamboardError, validate } from '@teamboard/sdk';
import { TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
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
  const { t } = useT();
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
          setErrors({ slug: t('workspaces.slugTaken') });
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
      title={t('workspaces.createDialog.title')}
      description={t('workspaces.createDialog.description')}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      onDismiss={reset}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('workspaces.create')}
      pending={create.isPending}
    >
      <TextField
        label={t('workspaces.field.name')}
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
        label={t('workspaces.field.slug')}
        name="slug"
        required
        autoComplete="off"
        spellCheck={false}
        description={t('workspaces.field.slugHint', { slug: slug || t('workspaces.field.slugPlaceholder') })}
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
