import { createCardInput, validate, type CreateCardInput } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useConnection } from '@/shared/connection';
import { checkForm } from '@/shared/lib/form-errors';

/** Shown instead of sending while offline: the card is refused, its title stays in the box. */
export const OFFLINE_REFUSAL =
  'You are offline, so the card was not added. Your text is kept: add it once you are back.';

export interface CardComposerProps {
  listId: string;
  listName: string;
  /** `onFailed` runs if the server refuses or cannot be reached, so the title can come back. */
  onCreate: (input: CreateCardInput, onFailed: () => void) => void;
  onClose: () => void;
}

/** Adds cards at the bottom of a list; stays open after each one, as typing several in a row is common. */
export function CardComposer({ listId, listName, onCreate, onClose }: CardComposerProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const connection = useConnection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Refused rather than queued: nothing is sent twice, and nothing typed is lost (apps/web/README.md).
    if (connection === 'offline') {
      setError(OFFLINE_REFUSAL);
      return;
    }
    const check = checkForm<CreateCardInput, 'title'>(() => validate(createCardInput, { listId, title }));
    if (!check.ok) {
      setError(check.errors.title ?? 'Check the title.');
      return;
    }
    setError(undefined);
    const sent = title;
    // Cleared at once so the next card can be typed; a failed add puts its title back unless a new one was started.
    onCreate(check.data, () => setTitle((current) => (current === '' ? sent : current)));
    setTitle('');
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
        label={`New card in ${listName}`}
        hideLabel
        placeholder="Card title"
        value={title}
        autoFocus
        maxLength={200}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="board-composer__actions">
        <Button type="submit" size="sm">
          Add card
        </Button>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
