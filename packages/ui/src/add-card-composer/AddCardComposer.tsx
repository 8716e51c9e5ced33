import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../button';
import { useUiText } from '../i18n';
import { Icon } from '../icon';

export interface AddCardComposerProps {
  /** Called with the trimmed title; the composer clears and stays open for the next card. */
  onAdd: (title: string) => void;
  /** The list the card goes into, for the accessible name ("Add a card to Doing"). */
  listName: string;
  maxLength?: number;
  /** Start open, e.g. in an empty list. */
  defaultOpen?: boolean;
  disabled?: boolean;
}

/**
 * The inline "Add a card" at the foot of a list: a button that becomes a title field. Enter adds
 * and keeps the field open for the next card; Escape or Cancel closes it; Shift+Enter is a new line.
 */
export function AddCardComposer({
  onAdd,
  listName,
  maxLength = 200,
  defaultOpen = false,
  disabled = false,
}: AddCardComposerProps) {
  const { t } = useUiText();
  const [open, setOpen] = useState(defaultOpen);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  const close = () => {
    setOpen(false);
    setTitle('');
    setError(null);
    // Back to the button that opened it, so keyboard users keep their place.
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = () => {
    const trimmed = title.trim();
    if (!trimmed) {
      setError(t('ui.addCard.titleRequired'));
      field.current?.focus();
      return;
    }
    if (trimmed.length > maxLength) {
      setError(t('ui.addCard.titleTooLong', { max: maxLength }));
      return;
    }
    onAdd(trimmed);
    setTitle('');
    setError(null);
    field.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  if (!open) {
    return (
      <button
        ref={opener}
        type="button"
        className="tb-add-card__open"
        disabled={disabled}
        aria-label={t('ui.addCard.openIn', { list: listName })}
        onClick={() => setOpen(true)}
      >
        <Icon name="plus" />
        <span>{t('ui.column.addCard')}</span>
      </button>
    );
  }
  return (
    <form
      className="tb-add-card"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={field}
        // Opening the composer is asking to type: focus goes straight to the field.
        autoFocus
        className="tb-add-card__field"
        aria-label={t('ui.addCard.fieldIn', { list: listName })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t('ui.addCard.placeholder')}
        rows={2}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      {error ? (
        <p id={errorId} className="tb-add-card__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tb-add-card__actions">
        <Button type="submit" size="sm">
          {t('ui.addCard.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          {t('ui.action.cancel')}
        </Button>
      </div>
    </form>
  );
}
