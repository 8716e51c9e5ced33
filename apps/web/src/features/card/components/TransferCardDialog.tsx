import { useQuery } from '@tanstack/react-query';
import { listBoards, listLists, type Card } from '@teamboard/sdk';
import { Button, Dialog, InlineAlert, Select } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import type { TransferTarget } from '../hooks/use-card-actions';
import { useT } from '@/shared/i18n';

export interface TransferCardDialogProps {
  mode: 'move' | 'copy';
  card: Card;
  workspaceId: string;
  onOpenChange: (open: boolean) => void;
  onSubmit: (target: TransferTarget) => Promise<boolean>;
}

/** Picks a board of the workspace and one of its lists; the card goes to the end of that list. */
export function TransferCardDialog({
  mode,
  card,
  workspaceId,
  onOpenChange,
  onSubmit,
}: TransferCardDialogProps) {
  const client = useTeamboardClient();
  const { t } = useT();
  const boards = useQuery({
    queryKey: workspaceKeys.boards(workspaceId, false),
    queryFn: () => listBoards(client, workspaceId),
  });
  const choices = (boards.data ?? []).filter((board) => mode === 'copy' || board.id !== card.board_id);
  const [boardId, setBoardId] = useState<string>();
  const [listId, setListId] = useState<string>();
  const [pending, setPending] = useState(false);
  const lists = useQuery({
    queryKey: ['transfer-lists', boardId ?? ''],
    queryFn: () => listLists(client, boardId ?? ''),
    enabled: boardId !== undefined,
  });
  const verb = t('transfer.verb', { mode });
  const formId = `transfer-${mode}-${card.id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const board = choices.find((candidate) => candidate.id === boardId);
    if (board === undefined || listId === undefined) return;
    setPending(true);
    const done = await onSubmit({ boardId: board.id, boardName: board.name, listId });
    setPending(false);
    if (done) onOpenChange(false);
  };

  return (
    <Dialog
      title={t('transfer.title', { mode, title: card.title })}
      description={mode === 'move' ? t('transfer.moveDescription') : t('transfer.copyDescription')}
      open
      onOpenChange={onOpenChange}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={pending} disabled={listId === undefined}>
            {verb}
          </Button>
        </>
      }
    >
      <form id={formId} className="board-form" noValidate onSubmit={(event) => void submit(event)}>
        {boards.error ? <InlineAlert tone="danger">{errorMessage(boards.error)}</InlineAlert> : null}
        {boards.data && choices.length === 0 ? (
          <InlineAlert tone="info">{t('transfer.noBoard', { mode })}</InlineAlert>
        ) : null}
        <Select
          label={t('transfer.board')}
          placeholder={boards.isPending ? t('transfer.loadingBoards') : t('transfer.chooseBoard')}
          options={choices.map((board) => ({ value: board.id, label: board.name }))}
          value={boardId}
          onValueChange={(value) => {
            setBoardId(value);
            setListId(undefined);
          }}
        />
        <Select
          label={t('transfer.list')}
          placeholder={
            boardId === undefined
              ? t('transfer.boardFirst')
              : lists.isPending
                ? t('transfer.loadingLists')
                : t('transfer.chooseList')
          }
          options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))}
          value={listId}
          disabled={boardId === undefined}
          onValueChange={setListId}
        />
      </form>
    </Dialog>
  );
}
