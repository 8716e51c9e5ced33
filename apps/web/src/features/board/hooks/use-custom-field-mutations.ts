import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCustomField,
  deleteCustomField,
  updateCustomField,
  type CreateCustomFieldInput,
  type UpdateCustomFieldInput,
} from '@teamboard/sdk';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { boardKeys } from '@/shared/query-keys/board-keys';

/**
 * A board admin's changes to the board's custom fields. Each refetches the fields (realtime does
 * the same for everyone else); deleting a field also drops its values from the cards.
 */
export function useCustomFieldMutations(boardId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const settled = () => queryClient.invalidateQueries({ queryKey: boardKeys.fields(boardId) });
  const onError = (error: unknown) => toastError(t('board.fields.failed'), error);
  const create = useMutation({
    mutationFn: (input: Omit<CreateCustomFieldInput, 'boardId'>) =>
      createCustomField(client, { ...input, boardId }),
    onSettled: settled,
    onError,
  });
  const update = useMutation({
    mutationFn: (input: UpdateCustomFieldInput) => updateCustomField(client, input),
    onSettled: settled,
    onError,
  });
  const remove = useMutation({
    mutationFn: (fieldId: string) => deleteCustomField(client, fieldId),
    onSettled: async () => {
      await settled();
      await queryClient.invalidateQueries({ queryKey: boardKeys.cards(boardId) });
    },
    onError,
  });
  return { create, update, remove };
}
