import { isTeamboardError, updateBoardInput, validate, type Board } from '@teamboard/sdk';
import { Button, Combobox, Dialog, InlineAlert, Switch, TextArea, TextField } from '@teamboard/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf } from '@/shared/lib/form-errors';
import type { useBoardActions } from '../hooks/use-board-actions';
import { timeZoneChoices } from '@/shared/lib/time-zones';

type Field = 'name' | 'description';

export interface BoardDetailsDialogProps {
  board: Board;
  save: ReturnType<typeof useBoardActions>['details'];
  /** The board's rule for blocked cards entering a done list; it takes effect at once. */
  blockedMove: ReturnType<typeof useBoardActions>['blockedMove'];
  /** The zone the board's schedules count in; it takes effect at once. */
  timeZone: ReturnType<typeof useBoardActions>['timeZone'];
  onClose: () => void;
}

/**
 * Rename a board and edit its description (only what changed is sent, and a refusal keeps the
 * text), choose whether a blocked card may enter a done list after asking or never, and the
 * board's time zone. Only the board's admins open it; the server refuses anyone else anyway.
 */
export function BoardDetailsDialog({ board, save, blockedMove, timeZone, onClose }: BoardDetailsDialogProps) {
  const { t, locale } = useT();
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(board.time_zone, locale).map(({ zone, offset }) => ({
        value: zone,
        label: t('board.timeZone.option', { zone, offset }),
      })),
    [board.time_zone, locale, t],
  );
  const shownZone = timeZone.isPending ? timeZone.variables : board.time_zone;
  const fields = useFormFields<Field>({ name: board.name, description: board.description ?? '' });
  const { values, errors, setErrors, update } = fields;
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const changes = {
      ...(values.name === board.name ? {} : { name: values.name }),
      ...(values.description === (board.description ?? '') ? {} : { description: values.description }),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    const check = checkForm<unknown, Field>(() =>
      validate(updateBoardInput, { boardId: board.id, ...changes }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    save.mutate(changes, {
      onSuccess: onClose,
      onError: (error) => {
        if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0) {
          setErrors(fieldErrorsOf<Field>(error));
        } else setFormError(errorMessage(error));
      },
    });
  };

  return (
    <Dialog title={t('board.details.title')} open onOpenChange={(open) => !open && onClose()}>
      <form className="board-details" noValidate onSubmit={submit}>
        {formError !== undefined ? (
          <InlineAlert tone="danger">
            <p>{formError}</p>
          </InlineAlert>
        ) : null}
        <TextField
          label={t('board.details.name')}
          name="name"
          required
          autoComplete="off"
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <TextArea
          label={t('card.description.title')}
          name="description"
          rows={4}
          value={values.description}
          onChange={update('description')}
          error={errors.description}
        />
        <Switch
          label={t('board.blockedMoveRule.label')}
          description={t('board.blockedMoveRule.hint')}
          checked={(blockedMove.isPending ? blockedMove.variables : board.blocked_move) === 'refuse'}
          disabled={blockedMove.isPending}
          onCheckedChange={(refuse) => blockedMove.mutate(refuse ? 'refuse' : 'confirm')}
        />
        <div className="board-details__time-zone">
          <Combobox
            label={t('board.timeZone.label')}
            options={zoneOptions}
            value={[shownZone]}
            disabled={timeZone.isPending}
            // Choosing the current zone again would clear it: a board always has one.
            onValueChange={([zone]) =>
              zone !== undefined && zone !== board.time_zone && timeZone.mutate(zone)
            }
          />
          <p className="board-details__hint">{t('board.timeZone.hint')}</p>
        </div>
        <div className="board-details__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
