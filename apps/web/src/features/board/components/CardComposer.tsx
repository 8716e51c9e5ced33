import { createCardInput, validate, type CreateCardInput } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { checkForm } from '@/shared/lib/form-errors';

export interface CardComposerProps {
  listId: string;
  listName: string;
  onCreate: (input: CreateCardInput) => void;
  onClose: () => void;
}

/** Adds cards at the bottom of a list; stays open after each one, as typing several in a row is common. */
export function CardComposer({ listId, listName, onCreate, onClose }: CardComposerProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<CreateCardInput, 'title'>(() => validate(createCardInput, { listId, title }));
    if (!check.ok) {
      setError(check.errors.title ?? 'Check the title.');
      return;
    }
    setError(undefined);
    onCreate(check.data);
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
