import { updateListInput, validate, type UpdateListInput } from '@teamboard/sdk';
import { Button, Dialog, Switch, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n';
import { checkForm } from '@/shared/lib/form-errors';
import type { BoardListView } from '../lib/view';

export interface ListSettingsDialogProps {
  list: BoardListView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (input: UpdateListInput) => void;
  /** Board admins only: marks the list done at once (not part of the form's save). */
  onDoneChange?: ((done: boolean) => void) | undefined;
}

type Field = 'name' | 'wipLimit';

/** Rename a list and set or clear its work-in-progress limit. */
export function ListSettingsDialog({
  list,
  open,
  onOpenChange,
  onSave,
  onDoneChange,
}: ListSettingsDialogProps) {
  const { t } = useT();
  const [name, setName] = useState(list.name);
  const [wip, setWip] = useState(list.wipLimit === null ? '' : String(list.wipLimit));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wipLimit = wip.trim() === '' ? null : Number(wip);
    const check = checkForm<UpdateListInput, Field>(() =>
      validate(updateListInput, {
        listId: list.id,
        name: name === list.name ? undefined : name,
        wipLimit: wipLimit === list.wipLimit ? undefined : wipLimit,
      }),
    );
    if (!check.ok) {
      // "Nothing to update" has no field: closing is the honest answer.
      if (check.errors.name === undefined && check.errors.wipLimit === undefined) {
        onOpenChange(false);
        return;
      }
      setErrors(check.errors);
      return;
    }
    onSave(check.data);
    onOpenChange(false);
  };
  return (
    <Dialog
      title={t('board.list.settingsTitle', { name: list.name })}
      open={open}
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" form={`list-settings-${list.id}`}>
            {t('action.save')}
          </Button>
        </>
      }
    >
      <form id={`list-settings-${list.id}`} className="board-form" noValidate onSubmit={submit}>
        <TextField
          label={t('board.list.name')}
          value={name}
          maxLength={60}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('board.list.wipLimit')}
          description={t('board.list.wipLimitHint')}
          inputMode="numeric"
          value={wip}
          error={errors.wipLimit}
          onChange={(event) => setWip(event.target.value)}
        />
        {onDoneChange ? (
          <Switch
            label={t('board.list.doneList')}
            description={t('board.list.doneListHint')}
            defaultChecked={list.isDone}
            onCheckedChange={onDoneChange}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
