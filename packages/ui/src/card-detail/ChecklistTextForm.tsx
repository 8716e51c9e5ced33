import { useState, type FormEvent } from 'react';
import { Button } from '../button';
import { useUiText } from '../i18n';
import { TextField } from '../text-field';

export interface ChecklistTextFormProps {
  label: string;
  placeholder?: string;
  submit: string;
  maxLength: number;
  /** A message refuses the text as typed; nothing accepts it. */
  check: (text: string) => string | undefined;
  disabled?: boolean;
  initial?: string;
  autoFocus?: boolean;
  onSubmit: (text: string) => void;
  /** Given, the form is an edit: it has a Cancel, and Escape cancels. */
  onCancel?: () => void;
  className: string;
}

/** A one-field form of the checklist: checks its text and hands it on trimmed, then clears. */
export function ChecklistTextForm({
  label,
  placeholder,
  submit,
  maxLength,
  check,
  disabled = false,
  initial = '',
  autoFocus = false,
  onSubmit,
  onCancel,
  className,
}: ChecklistTextFormProps) {
  const { t } = useUiText();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string>();
  const send = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(draft);
    setError(problem);
    if (problem !== undefined) return;
    onSubmit(draft.trim());
    setDraft('');
  };
  return (
    <form
      className={className}
      noValidate
      onSubmit={send}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onCancel) {
          // Ends the edit only, not the drawer or dialog around it.
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <TextField
        label={label}
        hideLabel
        placeholder={placeholder}
        value={draft}
        maxLength={maxLength}
        disabled={disabled}
        error={error}
        autoFocus={autoFocus}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant={onCancel ? 'primary' : 'secondary'} size="sm" disabled={disabled}>
        {submit}
      </Button>
      {onCancel ? (
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('ui.action.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
