import {
  createWorkspaceInput,
  isTeamboardError,
  LIMITS,
  readBackupArchive,
  teamboardBackupSchema,
  validate,
  type BackupArchive,
} from '@teamboard/sdk';
import { FileDropzone, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
import { checkForm, fieldErrorsOf, type FieldErrors } from '@/shared/lib/form-errors';
import { useCreateWorkspace } from '../hooks/use-create-workspace';
import { useRestoreWorkspace } from '../hooks/use-restore-workspace';
import { describeGroup, groupSkipped } from '../lib/import-report';
import { suggestSlug } from '../lib/slug';
import { FormDialog } from './FormDialog';

type Field = 'name' | 'slug';

export interface CreateWorkspaceDialogProps {
  trigger: ReactElement;
}

/** A picked file read as a backup (a document, or an archive with files), or undefined when it is not one. */
async function readBackup(file: File): Promise<BackupArchive | undefined> {
  try {
    if (/\.zip$/i.test(file.name) || file.type === 'application/zip') return await readBackupArchive(file);
    if (file.size > LIMITS.importFileBytes) return undefined;
    const backup = validate(teamboardBackupSchema, JSON.parse(await file.text()) as BackupArchive['backup']);
    return { backup, files: new Map() };
  } catch {
    return undefined;
  }
}

/**
 * Name and slug; the slug follows the name until the user types one of their
 * own. A backup picked here is restored as the new workspace.
 */
export function CreateWorkspaceDialog({ trigger }: CreateWorkspaceDialogProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const create = useCreateWorkspace();
  const restore = useRestoreWorkspace();
  const { toast } = useToast();
  const [backup, setBackup] = useState<{ file: string; read: BackupArchive }>();
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
    setBackup(undefined);
    create.reset();
    restore.reset();
  };

  const pick = async (file: File) => {
    setFormError(undefined);
    const read = await readBackup(file);
    if (!read) {
      setBackup(undefined);
      setFormError(t('workspaces.restore.invalid'));
      return;
    }
    setBackup({ file: file.name, read });
    const named = read.backup.workspace?.name;
    if (name === '' && named !== undefined) {
      setName(named);
      if (!slugEdited) setSlug(suggestSlug(named));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkForm<{ name: string; slug: string }, Field>(() =>
      validate(createWorkspaceInput, { name, slug }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    const onError = (error: Error) => {
      if (isTeamboardError(error) && error.code === 'conflict') {
        setErrors({ slug: t('workspaces.slugTaken') });
      } else if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0) {
        setErrors(fieldErrorsOf<Field>(error));
      } else {
        setFormError(errorMessage(error));
      }
    };
    const opened = (slug: string) => {
      setOpen(false);
      reset();
      void navigate(`/w/${slug}`);
    };
    if (backup) {
      restore.mutate(
        { ...backup.read, workspace: check.data },
        {
          onSuccess: (restored) => {
            const items = groupSkipped(restored.skipped).map((group) => describeGroup(group, t));
            toast({
              variant: 'success',
              title: t('workspaces.restore.done', { name: check.data.name }),
              ...(items.length > 0
                ? {
                    description: t('workspaces.restore.leftOut', {
                      count: items.length,
                      items: items.join(' '),
                    }),
                  }
                : {}),
            });
            opened(check.data.slug);
          },
          onError,
        },
      );
      return;
    }
    create.mutate(check.data, { onSuccess: (workspace) => opened(workspace.slug), onError });
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
      pending={create.isPending || restore.isPending}
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
      <FileDropzone
        label={t('workspaces.restore.choose')}
        hint={
          backup
            ? t('workspaces.restore.chosen', { count: backup.read.backup.boards.length, file: backup.file })
            : t('workspaces.restore.hint')
        }
        accept=".json,application/json,.zip,application/zip"
        maxSizeBytes={LIMITS.backupArchiveBytes}
        multiple={false}
        disabled={restore.isPending}
        onFiles={([file]) => {
          if (file) void pick(file);
        }}
      />
    </FormDialog>
  );
}
