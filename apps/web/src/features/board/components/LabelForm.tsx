import type { LabelColor } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useT } from '@/shared/i18n';
import type { FieldErrors } from '@/shared/lib/form-errors';
import type { LabelDraft } from '@/shared/lib/labels';
import { LabelColorPicker } from './LabelColorPicker';

export type LabelField = 'name' | 'color';

export interface LabelFormProps {
  initial: LabelDraft;
  submitText: string;
  pending: boolean;
  /** A failure of the request itself (e.g. the board's label limit), shown under the form. */
  formError?: string | undefined;
  /** Validates and sends; returns the field errors when the draft is refused before any request. */
  onSubmit: (draft: LabelDraft) => FieldErrors<LabelField> | undefined;
  onCancel?: () => void;
  /** Names the form for screen readers, e.g. "New label" or "Edit label Bug". */
  name: string;
}

/** Name and colour of a label, for creating one or changing it. */
export function LabelForm({
  initial,
  submitText,
  pending,
  formError,
  onSubmit,
  onCancel,
  name,
}: LabelFormProps) {
  const { t } = useT();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<LabelField>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(onSubmit(draft) ?? {});
  };
  return (
    <form className="board-label-form" aria-label={name} noValidate onSubmit={submit}>
      <TextField
        label={t('board.labels.name')}
        value={draft.name}
        // One over the limit, so an overlong paste gets the schema's message instead of being cut silently.
        maxLength={31}
        error={errors.name}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <LabelColorPicker
        value={draft.color}
        error={errors.color}
        onChange={(color: LabelColor) => setDraft({ ...draft, color })}
      />
      {formError ? (
        <p className="tb-field__error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="board-composer__actions">
        <Button type="submit" size="sm" loading={pending}>
          {submitText}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t('action.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
