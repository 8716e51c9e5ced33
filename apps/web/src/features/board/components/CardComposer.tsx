import { createCardInput, validate, type CreateCardInput } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '@/shared/i18n';
import { checkForm } from '@/shared/lib/form-errors';
import type { CardDrafts } from '../lib/card-drafts';

export interface CardComposerProps {
  listId: string;
  listName: string;
  /** `onFailed` runs if the server refuses or cannot be reached, so the title can come back. */
  onCreate: (input: CreateCardInput, onFailed: () => void) => void;
  onClose: () => void;
  /** Where the title being typed is kept, so a trip to sign-in does not lose it. */
  drafts: CardDrafts;
  /** More ways to add a card, beside Add and Cancel (the board's "From template"). */
  more?: ReactNode;
}

/** Adds cards at the bottom of a list; stays open after each one, as typing several in a row is common. */
export function CardComposer({ listId, listName, onCreate, onClose, drafts, more }: CardComposerProps) {
  const { t } = useT();
  const [title, setTitleState] = useState(() => drafts.get(listId));
  const setTitle = (next: string) => {
    setTitleState(next);
    drafts.set(listId, next);
  };
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<CreateCardInput, 'title'>(() => validate(createCardInput, { listId, title }));
    if (!check.ok) {
      setError(check.errors.title ?? t('board.card.checkTitle'));
      return;
    }
    setError(undefined);
    const sent = title;
    // Cleared at once so the next card can be typed; a failed add puts its title back unless a new one was started.
    // The draft gets it back too: a refused add may be what sends this tab to sign-in, unmounting the composer.
    onCreate(check.data, () => {
      if (drafts.get(listId) === '') drafts.set(listId, sent);
      setTitleState((current) => (current === '' ? sent : current));
    });
    setTitle('');
  };
  // Cancel gives the title up; Escape only closes, keeping what was typed for the next open.
  const close = () => {
    drafts.set(listId, '');
    onClose();
  };
  return (
    <form
      className="board-composer"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <TextField
        label={t('board.card.new', { list: listName })}
        hideLabel
        placeholder={t('board.card.titlePlaceholder')}
        value={title}
        autoFocus
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="board-composer__actions">
        <Button type="submit" size="sm">
          {t('board.card.add')}
        </Button>
        <Button variant="ghost" size="sm" onClick={close}>
          {t('action.cancel')}
        </Button>
        {more}
      </div>
    </form>
  );
}
