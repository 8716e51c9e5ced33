import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addChecklistItem,
  deleteChecklistItem,
  listChecklistItems,
  updateChecklistItem,
  type ChecklistItem,
} from '@teamboard/sdk';
import { CardChecklist, ErrorState, Skeleton } from '@teamboard/ui';
import { useTeamboardClient } from '../../../app/teamboard-client-context';
import { errorMessage } from '../../auth/lib/error-message';
import { useToastError } from '../../board/hooks/use-toast-error';
import { applyRowChange, mergeRow } from '../../board/lib/row-changes';
import { sortByPosition } from '../../board/lib/ordering';
import { cardKeys } from '../hooks/card-keys';

export interface CardChecklistSectionProps {
  cardId: string;
  readOnly: boolean;
}

/** The checklist: tick, add and delete items (optimistic ticks, since they are the common case). */
export function CardChecklistSection({ cardId, readOnly }: CardChecklistSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const key = cardKeys.checklist(cardId);
  const items = useQuery({ queryKey: key, queryFn: () => listChecklistItems(client, cardId) });
  const add = useMutation({
    mutationFn: (body: string) => addChecklistItem(client, { cardId, body }),
    onSuccess: (item) =>
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'INSERT', row: item }),
      ),
    onError: (error) => toastError("Couldn't add the item", error),
  });
  const toggle = useMutation({
    mutationFn: (input: { itemId: string; done: boolean }) => updateChecklistItem(client, input),
    onMutate: (input) => {
      const previous = queryClient.getQueryData<ChecklistItem[]>(key);
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && mergeRow(rows, { id: input.itemId, done: input.done }),
      );
      return { previous };
    },
    onError: (error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toastError("Couldn't update the item", error);
    },
  });
  const remove = useMutation({
    mutationFn: (itemId: string) => deleteChecklistItem(client, itemId),
    onSuccess: (_result, itemId) =>
      queryClient.setQueryData<ChecklistItem[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'DELETE', id: itemId }),
      ),
    onError: (error) => toastError("Couldn't delete the item", error),
  });
  if (items.isPending) return <Skeleton lines={2} />;
  if (items.error)
    return (
      <ErrorState
        size="sm"
        headingLevel={4}
        title="The checklist didn't load"
        message={errorMessage(items.error)}
        onRetry={() => void items.refetch()}
      />
    );
  return (
    <CardChecklist
      items={sortByPosition(items.data).map((item) => ({ id: item.id, body: item.body, done: item.done }))}
      readOnly={readOnly}
      onToggle={(itemId, done) => toggle.mutate({ itemId, done })}
      onAdd={(body) => add.mutate(body)}
      onDelete={(itemId) => remove.mutate(itemId)}
    />
  );
}
