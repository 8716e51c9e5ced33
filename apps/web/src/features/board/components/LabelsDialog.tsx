import {
  createLabelInput,
  LIMITS,
  updateLabelInput,
  validate,
  type CreateLabelInput,
  type Label,
  type UpdateLabelInput,
} from '@teamboard/sdk';
import { Button, Dialog, IconButton, InlineAlert, LabelChip } from '@teamboard/ui';
import { useEffect, useRef, useState } from 'react';
import { Message, useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm } from '@/shared/lib/form-errors';
import { useLabelMutations } from '../hooks/use-label-mutations';
import { labelChanges, labelsFull, suggestColor, type LabelDraft } from '@/shared/lib/labels';
import { LabelForm, type LabelField } from './LabelForm';

export interface LabelsDialogProps {
  boardId: string;
  labels: readonly Label[];
  canEdit: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type RowMode = { kind: 'edit'; id: string } | { kind: 'confirm-delete'; id: string } | null;

/** The board's labels: everyone sees them; owners, admins and members create, change and delete them. */
export function LabelsDialog({ boardId, labels, canEdit, open, onOpenChange }: LabelsDialogProps) {
  const { t } = useT();
  const { create, update, remove } = useLabelMutations(boardId);
  const [mode, setMode] = useState<RowMode>(null);
  // A row's buttons vanish as it turns into a form or a confirmation (and back): focus follows, so
  // keyboard users stay in place. `selector` is looked up inside the row.
  const focusNext = useRef<{ labelId: string; selector: string } | 'new-label' | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const openRow = (next: NonNullable<RowMode>) => {
    setMode(next);
    // The form's name field; on a confirmation, "Keep it", the choice that loses nothing.
    focusNext.current = { labelId: next.id, selector: next.kind === 'edit' ? 'input' : 'button:last-child' };
  };
  const closeRow = (labelId: string) => {
    setMode(null);
    focusNext.current = { labelId, selector: 'button' };
  };
  // After every render: the row has been redrawn by then.
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const selector =
      target === 'new-label'
        ? '.board-labels__new input'
        : `[data-label-id="${target.labelId}"] ${target.selector}`;
    container.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  // Bumped after each creation, so the form starts over with the next suggested colour.
  const [createdCount, setCreatedCount] = useState(0);
  const full = labelsFull(labels.length);

  const submitNew = (draft: LabelDraft) => {
    const check = checkForm<CreateLabelInput, LabelField>(() =>
      validate(createLabelInput, { boardId, ...draft }),
    );
    if (!check.ok) return check.errors;
    create.mutate(check.data, { onSuccess: () => setCreatedCount((count) => count + 1) });
    return undefined;
  };

  const submitEdit = (label: Label) => (draft: LabelDraft) => {
    const changes = labelChanges(label, draft);
    if (Object.keys(changes).length === 0) {
      closeRow(label.id);
      return undefined;
    }
    const check = checkForm<UpdateLabelInput, LabelField>(() =>
      validate(updateLabelInput, { labelId: label.id, ...changes }),
    );
    if (!check.ok) return check.errors;
    update.mutate(check.data, { onSuccess: () => closeRow(label.id) });
    return undefined;
  };

  const row = (label: Label) => {
    if (mode?.id === label.id && mode.kind === 'edit') {
      return (
        <LabelForm
          name={t('board.labels.edit', { name: label.name })}
          initial={{ name: label.name, color: label.color }}
          submitText={t('action.save')}
          pending={update.isPending}
          formError={update.error ? errorMessage(update.error) : undefined}
          onSubmit={submitEdit(label)}
          onCancel={() => closeRow(label.id)}
        />
      );
    }
    if (mode?.id === label.id && mode.kind === 'confirm-delete') {
      return (
        <div
          className="board-labels__confirm"
          role="group"
          aria-label={t('board.labels.confirmDelete', { name: label.name })}
        >
          <p>
            <Message
              id="board.labels.confirmDeleteText"
              components={{ 0: <LabelChip name={label.name} color={label.color} /> }}
            />
          </p>
          <div className="board-composer__actions">
            <Button
              variant="danger"
              size="sm"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(label.id, {
                  onSuccess: () => {
                    setMode(null);
                    focusNext.current = 'new-label';
                  },
                  onError: () => closeRow(label.id),
                })
              }
            >
              {t('board.labels.deleteConfirm')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => closeRow(label.id)}>
              {t('board.labels.keep')}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div className="board-labels__row">
        <LabelChip name={label.name} color={label.color} />
        {canEdit ? (
          <span className="board-labels__actions">
            <IconButton
              icon="edit"
              size="sm"
              label={t('board.labels.edit', { name: label.name })}
              onClick={() => {
                update.reset();
                openRow({ kind: 'edit', id: label.id });
              }}
            />
            <IconButton
              icon="trash"
              size="sm"
              variant="danger"
              label={t('board.labels.delete', { name: label.name })}
              onClick={() => openRow({ kind: 'confirm-delete', id: label.id })}
            />
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      title={t('board.labels')}
      description={
        canEdit
          ? t('board.labels.count', { count: labels.length, max: LIMITS.labelsPerBoard })
          : t('board.labels.readOnly')
      }
      open={open}
      onOpenChange={onOpenChange}
    >
      <div className="board-labels" ref={container}>
        {labels.length === 0 ? (
          <p className="board-labels__empty">{t('board.labels.empty')}</p>
        ) : (
          <ul className="board-labels__list" aria-label={t('board.labels.list')}>
            {labels.map((label) => (
              <li key={label.id} data-label-id={label.id}>
                {row(label)}
              </li>
            ))}
          </ul>
        )}
        {!canEdit ? null : full ? (
          <InlineAlert tone="info">{t('board.labels.full', { max: LIMITS.labelsPerBoard })}</InlineAlert>
        ) : (
          <section className="board-labels__new" aria-labelledby="board-labels-new">
            <h3 id="board-labels-new" className="board-labels__heading">
              {t('label.new')}
            </h3>
            <LabelForm
              key={createdCount}
              name={t('label.new')}
              initial={{ name: '', color: suggestColor(labels) }}
              submitText={t('board.labels.create')}
              pending={create.isPending}
              formError={create.error ? errorMessage(create.error) : undefined}
              onSubmit={submitNew}
            />
          </section>
        )}
      </div>
    </Dialog>
  );
}
