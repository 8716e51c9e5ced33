import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createLabel,
  deleteLabel,
  updateLabel,
  type CreateLabelInput,
  type Label,
  type UpdateLabelInput,
} from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { withoutLabel } from '@/shared/lib/labels';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { boardKeys } from '@/shared/query-keys/board-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';

const byName = (a: Label, b: Label) => a.name.localeCompare(b.name);

/**
 * Creating, changing and deleting a board's labels. The cache takes the
 * server's answer at once (the dialog and the card tiles read it), and a
 * refetch then settles the order the database sorts by.
 */
export function useLabelMutations(boardId: string) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const key = boardKeys.labels(boardId);
  const settle = () => queryClient.invalidateQueries({ queryKey: key });
  const put = (label: Label) =>
    queryClient.setQueryData<Label[]>(key, (labels = []) =>
      [...labels.filter((candidate) => candidate.id !== label.id), label].sort(byName),
    );

  const create = useMutation({
    mutationFn: (input: CreateLabelInput) => createLabel(client, input),
    onSuccess: put,
    onSettled: settle,
  });
  const update = useMutation({
    mutationFn: (input: UpdateLabelInput) => updateLabel(client, input),
    onSuccess: put,
    onSettled: settle,
  });
  const remove = useMutation({
    mutationFn: (labelId: string) => deleteLabel(client, labelId),
    onSuccess: (_nothing, labelId) => {
      queryClient.setQueryData<Label[]>(key, (labels) => labels?.filter((label) => label.id !== labelId));
      queryClient.setQueryData<CardSummaryRow[]>(
        boardKeys.cards(boardId),
        (cards) => cards && withoutLabel(cards, labelId),
      );
    },
    onError: (error) => toastError(t('board.labels.deleteFailed'), error),
    onSettled: settle,
  });
  return { create, update, remove };
}
