import { useQueryClient } from '@tanstack/react-query';
import {
  addCardLabel,
  archiveCard,
  assignCard,
  moveCards,
  removeCardLabel,
  restoreCard,
  unassignCard,
} from '@teamboard/sdk';
import { useState } from 'react';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useUndoToast } from './use-undo-toast';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import type { BoardCardView } from '../lib/view';

/**
 * Runs `change` on each card in turn and returns those it succeeded for; on
 * the first failure it stops, so what is offered for Undo is exactly what
 * changed.
 */
async function eachCard(
  cards: readonly BoardCardView[],
  change: (card: BoardCardView) => Promise<unknown>,
): Promise<{ done: BoardCardView[]; error: unknown }> {
  const done: BoardCardView[] = [];
  for (const card of cards) {
    try {
      await change(card);
      done.push(card);
    } catch (error) {
      return { done, error };
    }
  }
  return { done, error: null };
}

/**
 * The table's bulk actions on the selected cards, each followed by ONE Undo
 * toast (the board's, so Ctrl/Cmd+Z takes it too) that puts back everything
 * that action changed and nothing else. A move is one all-or-nothing request
 * (`moveCards`), and so is its Undo (the cards' old lists and positions).
 * Labels, assignees and archiving have no bulk call yet, so they go card by
 * card; cards that already have the label or the person are left out, so the
 * Undo never removes what was there before.
 */
export function useBulkCardActions(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const undoToast = useUndoToast();
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  // Realtime brings every change too; this catches up at once in the browser that made them.
  const refresh = () => queryClient.invalidateQueries({ queryKey: boardKeys.all(boardId) });

  const running = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      void refresh();
    }
  };
  const undoing = (failure: string, work: () => Promise<unknown>) => () => {
    work()
      .then(refresh)
      .catch((error: unknown) => toastError(failure, error));
  };

  const offer = (title: string, undo: () => Promise<unknown>) =>
    undoToast({ title, altText: t('views.bulk.undoHint'), undo: undoing(t('views.bulk.undoFailed'), undo) });

  /** Card by card: what succeeded is offered for Undo even when a later card failed. */
  const oneByOne = async (
    cards: readonly BoardCardView[],
    change: (card: BoardCardView) => Promise<unknown>,
    revert: (card: BoardCardView) => Promise<unknown>,
    failure: string,
    done: (count: number) => string,
  ) => {
    const result = await eachCard(cards, change);
    if (result.error !== null) toastError(failure, result.error);
    if (result.done.length > 0)
      offer(done(result.done.length), async () => {
        for (const card of result.done) await revert(card);
      });
  };

  return {
    busy,
    moveTo: (cards: readonly BoardCardView[], listId: string, listName: string) =>
      running(async () => {
        const moving = cards.filter((card) => card.listId !== listId);
        if (moving.length === 0) return;
        try {
          await moveCards(client, { moves: moving.map((card) => ({ cardId: card.id, listId })) });
        } catch (error) {
          toastError(t('views.bulk.moveFailed'), error);
          return;
        }
        offer(t('views.bulk.moved', { count: moving.length, list: listName }), () =>
          moveCards(client, {
            moves: moving.map((card) => ({ cardId: card.id, listId: card.listId, position: card.position })),
          }),
        );
      }),
    addLabel: (cards: readonly BoardCardView[], labelId: string, labelName: string) =>
      running(() =>
        oneByOne(
          cards.filter((card) => !card.labelIds.includes(labelId)),
          (card) => addCardLabel(client, { cardId: card.id, labelId }),
          (card) => removeCardLabel(client, { cardId: card.id, labelId }),
          t('views.bulk.labelFailed'),
          (count) => t('views.bulk.labelled', { count, label: labelName }),
        ),
      ),
    assign: (cards: readonly BoardCardView[], userId: string, name: string) =>
      running(() =>
        oneByOne(
          cards.filter((card) => !card.assigneeIds.includes(userId)),
          (card) => assignCard(client, { cardId: card.id, userId }),
          (card) => unassignCard(client, { cardId: card.id, userId }),
          t('views.bulk.assignFailed'),
          (count) => t('views.bulk.assigned', { count, name }),
        ),
      ),
    archive: (cards: readonly BoardCardView[]) =>
      running(() =>
        oneByOne(
          cards,
          (card) => archiveCard(client, card.id),
          (card) => restoreCard(client, card.id),
          t('views.bulk.archiveFailed'),
          (count) => t('views.bulk.archived', { count }),
        ),
      ),
  };
}
