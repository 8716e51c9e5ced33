import { createBoardInput, isTeamboardError, validate, type Board } from '@teamboard/sdk';
import { Button, TextArea, TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import type { useWorkspaceBoardMutations } from '../hooks/use-workspace-board-mutations';
import { useBoardTemplates } from '../hooks/use-board-templates';
import { builtInTemplateOf } from '../lib/built-in-templates';
import { FormDialog } from './FormDialog';
import { BLANK_BOARD, TemplatePicker } from './TemplatePicker';

type Field = 'name' | 'description';

export interface CreateBoardDialogProps {
  workspaceId: string;
  slug: string;
  create: ReturnType<typeof useWorkspaceBoardMutations>['create'];
  trigger: ReactElement;
  /** Offers "Import a board…": closes this dialog and asks for the import instead. */
  onImport?: () => void;
}

export function CreateBoardDialog({ workspaceId, slug, create, trigger, onImport }: CreateBoardDialogProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const fields = useFormFields<Field>({ name: '', description: '' });
  const { values, errors, setErrors, update } = fields;
  const [formError, setFormError] = useState<string>();
  const { templates, fromTemplate, fromBuiltIn } = useBoardTemplates(workspaceId, open);
  const [template, setTemplate] = useState(BLANK_BOARD);

  const reset = () => {
    fields.reset();
    setFormError(undefined);
    setTemplate(BLANK_BOARD);
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
    const opened = (boardId: string) => {
      setOpen(false);
      reset();
      void navigate(`/w/${slug}/b/${boardId}`);
    };
    const created = {
      onSuccess: (board: Board) => opened(board.id),
      onError: (error: unknown) => {
        if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0) {
          setErrors(fieldErrorsOf<Field>(error));
        } else setFormError(errorMessage(error));
      },
    };
    const builtIn = builtInTemplateOf(template);
    if (template === BLANK_BOARD) {
      create.mutate({ name: check.data.name, description: check.data.description }, created);
    } else if (builtIn) {
      fromBuiltIn.mutate(
        { template: builtIn, name: check.data.name },
        { onSuccess: (report) => opened(report.boardId), onError: created.onError },
      );
    } else {
      fromTemplate.mutate({ templateId: template, name: check.data.name }, created);
    }
  };

  return (
    <FormDialog
      title={t('workspaces.createBoard.title')}
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      onDismiss={reset}
      onSubmit={submit}
      formError={formError}
      submitLabel={t('workspaces.boards.create')}
      pending={create.isPending || fromTemplate.isPending || fromBuiltIn.isPending}
    >
      <TemplatePicker templates={templates.data ?? []} value={template} onChange={setTemplate} />
      <TextField
        label={t('workspaces.createBoard.name')}
        name="name"
        required
        autoComplete="off"
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      {template === BLANK_BOARD ? (
        <TextArea
          label={t('workspaces.createBoard.description')}
          name="description"
          rows={3}
          value={values.description}
          onChange={update('description')}
          error={errors.description}
        />
      ) : null}
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
          {t('workspaces.createBoard.import')}
        </Button>
      ) : null}
    </FormDialog>
  );
}
