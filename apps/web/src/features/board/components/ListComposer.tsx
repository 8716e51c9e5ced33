import { createListInput, validate, type CreateListInput } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { checkForm } from '@/shared/lib/form-errors';

export interface ListComposerProps {
  boardId: string;
  onCreate: (input: CreateListInput) => void;
  pending: boolean;
}

/** "Add a list" after the last list. */
export function ListComposer({ boardId, onCreate, pending }: ListComposerProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkForm<CreateListInput, 'name'>(() => validate(createListInput, { boardId, name }));
    if (!check.ok) {
      setError(check.errors.name ?? 'Check the name.');
      return;
    }
    setError(undefined);
    onCreate(check.data);
    setName('');
  };
  return (
    <form className="board-list-composer" noValidate onSubmit={submit}>
      <TextField
        label="New list"
        hideLabel
        placeholder="New list name"
        value={name}
        maxLength={60}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" loading={pending}>
        Add list
      </Button>
    </form>
  );
}
