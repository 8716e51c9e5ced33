import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createCardFromTemplate, listCardTemplates, setCardTemplate, type Card } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useCallback } from 'react';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { applyRowChange } from '@/shared/lib/row-changes';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { cardKeys } from '@/shared/query-keys/card-keys';

/** The board's card templates, by title (kept apart from the board's cards); asked for only when `enabled`. */
export function useCardTemplates(boardId: string, enabled = true) {
  const client = useTeamboardClient();
  return useQuery({
    queryKey: boardKeys.cardTemplates(boardId),
    queryFn: () => listCardTemplates(client, boardId),
    enabled,
  });
}

/**
 * Making a card a template and back, and a new card from a template. The server decides who may
 * (editors and up); the board's caches follow at once, and realtime tells everyone else.
 */
export function useCardTemplateActions(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const { t } = useT();

  const setTemplate = useCallback(
    async (card: Card, template: boolean) => {
      let changed: Card;
      try {
        changed = await setCardTemplate(client, { cardId: card.id, template });
      } catch (error) {
        toastError(t('cardTemplates.changeFailed'), error);
        return false;
      }
      queryClient.setQueryData(cardKeys.card(card.id), changed);
      if (template) {
        queryClient.setQueryData<CardSummaryRow[]>(
          boardKeys.cards(boardId),
          (cards) => cards && applyRowChange(cards, { type: 'DELETE', id: card.id }),
        );
      } else {
        void queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) });
      }
      void queryClient.invalidateQueries({ queryKey: boardKeys.cardTemplates(boardId) });
      toast({
        variant: 'success',
        title: t(template ? 'cardTemplates.made' : 'cardTemplates.stopped', { title: card.title }),
      });
      return true;
    },
    [boardId, client, queryClient, t, toast, toastError],
  );

  const createFrom = useCallback(
    async (templateId: string, listId: string) => {
      try {
        const made = await createCardFromTemplate(client, { templateId, listId });
        await queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) });
        toast({ variant: 'success', title: t('cardTemplates.created', { title: made.title }) });
        return made;
      } catch (error) {
        toastError(t('cardTemplates.createFailed'), error);
        return null;
      }
    },
    [boardId, client, queryClient, t, toast, toastError],
  );

  return { setTemplate, createFrom };
}
