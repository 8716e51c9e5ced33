import { useQuery } from '@tanstack/react-query';
import { listBoards, listLists, type Card } from '@teamboard/sdk';
import { neighboursAt, sortByPosition } from '@/features/board';
import type { CardSummaryRow } from '@/shared/lib/rows';
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
  /** The card's own board's cards: moving within it, the person also picks the position. */
  boardCards: readonly CardSummaryRow[];
  onOpenChange: (open: boolean) => void;
  onSubmit: (target: TransferTarget) => Promise<boolean>;
}

/**
 * Picks a board of the workspace and one of its lists; the card goes to the end of that list
 * (for a copy, the card's own board and list unless another is picked).
 * Moving within its own board (the way to move a card on a touch screen without dragging),
 * the position in the list is picked too.
 */
export function TransferCardDialog({
  mode,
  card,
  workspaceId,
  boardCards,
  onOpenChange,
  onSubmit,
}: TransferCardDialogProps) {
  const client = useTeamboardClient();
  const { t } = useT();
  const boards = useQuery({
    queryKey: workspaceKeys.boards(workspaceId, false),
    queryFn: () => listBoards(client, workspaceId),
  });
  const choices = boards.data ?? [];
  // A copy most often stays beside the original: its board and list are picked already.
  const [boardId, setBoardId] = useState(mode === 'copy' ? card.board_id : undefined);
  const [listId, setListId] = useState(mode === 'copy' ? card.list_id : undefined);
  const withinBoard = mode === 'move' && boardId === card.board_id;
  // The target list's other cards, top to bottom: position n goes before the n-th of them.
  const siblings = sortByPosition(
    boardCards.filter((row) => row.list_id === listId && row.id !== card.id && row.archived_at === null),
  ).map((row) => row.id);
  const [position, setPosition] = useState<number>();
  const index = Math.min(position ?? siblings.length, siblings.length);
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
    const done = await onSubmit({
      boardId: board.id,
      boardName: board.name,
      listId,
      ...(withinBoard ? { neighbours: neighboursAt(siblings, card.id, index) } : {}),
    });
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
        <Select
          label={t('transfer.board')}
          placeholder={boards.isPending ? t('transfer.loadingBoards') : t('transfer.chooseBoard')}
          options={choices.map((board) => ({
            value: board.id,
            label: board.id === card.board_id ? t('transfer.thisBoard', { name: board.name }) : board.name,
          }))}
          value={boardId}
          onValueChange={(value) => {
            setBoardId(value);
            setListId(undefined);
            setPosition(undefined);
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
          onValueChange={(value) => {
            setListId(value);
            setPosition(undefined);
          }}
        />
        {withinBoard && listId !== undefined ? (
          <Select
            label={t('transfer.position')}
            options={Array.from({ length: siblings.length + 1 }, (_, at) => ({
              value: String(at),
              label: String(at + 1),
            }))}
            value={String(index)}
            onValueChange={(value) => setPosition(Number(value))}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
