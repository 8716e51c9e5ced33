import { TEXT_LIMITS } from '@teamboard/sdk/constants';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { useUiText } from '../i18n';
import { Icon } from '../icon';

export interface AddCardComposerProps {
  /** Called with the trimmed title; the composer clears and stays open for the next card. */
  onAdd: (title: string) => void;
  /** The list the card goes into, for the accessible names ("New card in Doing"). */
  listName: string;
  /** The longest title the built-in check accepts; the SDK's card-title limit unless given. */
  maxLength?: number;
  /** Start open, e.g. in an empty list. */
  defaultOpen?: boolean;
  /**
   * Open or closed as the host decides, with `onOpenChange`. A host that holds `open` shows its own
   * opener (a list's "Add a card"), so the composer renders nothing while closed.
   */
  open?: boolean;
  /** Asked to close (Escape, Cancel) or, with its own opener, to open. */
  onOpenChange?: (open: boolean) => void;
  /** The title being typed, when the host keeps it (a draft that outlives the composer), with `onValueChange`. */
  value?: string;
  onValueChange?: (title: string) => void;
  /**
   * The host's own check of the title as typed, run before `onAdd`: a message refuses the title and
   * shows under the field. It replaces the built-in checks (a title, at most `maxLength` characters).
   */
  validate?: (title: string) => string | undefined;
  /** A message from outside the composer, e.g. an add the server refused; the host keeps the text. */
  error?: string;
  disabled?: boolean;
  /** More actions beside Add and Cancel (e.g. adding from a template). */
  secondaryAction?: ReactNode;
}

/**
 * The inline "Add a card" at the foot of a list: a button that becomes a title field. Enter adds
 * and keeps the field open for the next card; Shift+Enter is a new line; Escape closes and keeps
 * what was typed for the next open; Cancel gives the title up.
 */
export function AddCardComposer({
  onAdd,
  listName,
  maxLength = TEXT_LIMITS.cardTitle.max,
  defaultOpen = false,
  open: openProp,
  onOpenChange,
  value,
  onValueChange,
  validate,
  error: outsideError,
  disabled = false,
  secondaryAction,
}: AddCardComposerProps) {
  const { t } = useUiText();
  const [openState, setOpenState] = useState(defaultOpen);
  const [titleState, setTitleState] = useState('');
  const [checkError, setCheckError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const controlledOpen = openProp !== undefined;
  const open = controlledOpen ? openProp : openState;
  const title = value ?? titleState;
  const error = checkError ?? outsideError ?? null;

  const setOpen = (next: boolean) => {
    if (!controlledOpen) setOpenState(next);
    onOpenChange?.(next);
  };
  const setTitle = (next: string) => {
    if (value === undefined) setTitleState(next);
    onValueChange?.(next);
  };
  const close = () => {
    setCheckError(null);
    setOpen(false);
    // Back to the button that opened it, so keyboard users keep their place; a host's opener is its own.
    if (!controlledOpen) requestAnimationFrame(() => opener.current?.focus());
  };
  const cancel = () => {
    setTitle('');
    close();
  };
  const check = (trimmed: string): string | undefined => {
    if (validate) return validate(title);
    if (!trimmed) return t('ui.addCard.titleRequired');
    if (trimmed.length > maxLength) return t('ui.addCard.titleTooLong', { max: maxLength });
    return undefined;
  };
  const submit = () => {
    const trimmed = title.trim();
    const problem = check(trimmed);
    if (problem !== undefined) {
      setCheckError(problem);
      field.current?.focus();
      return;
    }
    setCheckError(null);
    onAdd(trimmed);
    setTitle('');
    field.current?.focus();
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  // On the whole form, so Escape closes from the buttons too.
  const onFormKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    // A menu opened from `secondaryAction` is drawn elsewhere in the page, but its keys still
    // bubble here through React: its Escape closes the menu, not the composer.
    if (event.key !== 'Escape' || !event.currentTarget.contains(event.target as Node)) return;
    event.preventDefault();
    // Closes the composer only, not a dialog or board mode around it.
    event.stopPropagation();
    close();
  };

  if (!open) {
    if (controlledOpen) return null;
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
      noValidate
      onKeyDown={onFormKeyDown}
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
        disabled={disabled}
        value={title}
        onChange={(event) => {
          setTitle(event.target.value);
          if (checkError) setCheckError(null);
        }}
        onKeyDown={onFieldKeyDown}
      />
      {error ? (
        <p id={errorId} className="tb-add-card__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="tb-add-card__actions">
        <Button type="submit" size="sm" disabled={disabled}>
          {t('ui.addCard.submit')}
        </Button>
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('ui.action.cancel')}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
