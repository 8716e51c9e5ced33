import { createListInput, validate, type CreateListInput } from '@teamboard/sdk';
import { Button, TextField } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useConnection } from '@/shared/connection';
import { useT } from '@/shared/i18n';
import { checkForm } from '@/shared/lib/form-errors';

export interface ListComposerProps {
  boardId: string;
  /** `onFailed` runs if the server refuses or cannot be reached, so the name can come back. */
  onCreate: (input: CreateListInput, onFailed: () => void) => void;
  pending: boolean;
}

/** "Add a list" after the last list. */
export function ListComposer({ boardId, onCreate, pending }: ListComposerProps) {
  const { t } = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const connection = useConnection();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (connection === 'offline') {
      setError(t('board.list.offline'));
      return;
    }
    const check = checkForm<CreateListInput, 'name'>(() => validate(createListInput, { boardId, name }));
    if (!check.ok) {
      setError(check.errors.name ?? t('board.list.checkName'));
      return;
    }
    setError(undefined);
    const sent = name;
    // Cleared at once for the next list; a failed add puts the name back unless a new one was started.
    onCreate(check.data, () => setName((current) => (current === '' ? sent : current)));
    setName('');
  };
  return (
    <form className="board-list-composer" noValidate onSubmit={submit}>
      <TextField
        label={t('board.list.new')}
        hideLabel
        placeholder={t('board.list.newPlaceholder')}
        value={name}
        maxLength={60}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <Button type="submit" size="sm" variant="secondary" loading={pending}>
        {t('board.list.add')}
      </Button>
    </form>
  );
}
