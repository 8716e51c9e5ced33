import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addCardDependency,
  listCardDependencies,
  removeCardDependency,
  type LinkedCard,
} from '@teamboard/sdk';
import { CardDependencies, ErrorState, Skeleton, type LinkedCardItem } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { useT } from '@/shared/i18n';

export interface CardDependenciesSectionProps {
  cardId: string;
  /** The card's open-blocker count as the board has it (live): a change refetches the links. */
  openBlockers: number;
  /** Cards of this board the card may wait on. */
  boardCards: readonly { id: string; title: string }[];
  canEdit: boolean;
  /** Opens a linked card, on its own board. */
  onOpenCard: (cardId: string, boardId: string) => void;
}

const item = (card: LinkedCard): LinkedCardItem =>
  card.hidden
    ? { hidden: true, open: card.isOpen }
    : { hidden: false, id: card.cardId, title: card.title, boardName: card.boardName, open: card.isOpen };

/** What the card waits on and what waits on it; editors add blockers from this board's cards. */
export function CardDependenciesSection({
  cardId,
  openBlockers,
  boardCards,
  canEdit,
  onOpenCard,
}: CardDependenciesSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t } = useT();
  const links = useQuery({
    queryKey: cardKeys.dependencies(cardId, openBlockers),
    queryFn: () => listCardDependencies(client, cardId),
  });
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...cardKeys.all(cardId), 'dependencies'] });
  const add = useMutation({
    mutationFn: (blockerCardId: string) => addCardDependency(client, { cardId, blockerCardId }),
    onSettled: refresh,
    onError: (error) => toastError(t('card.dependencies.failed'), error),
  });
  const remove = useMutation({
    mutationFn: (blockerCardId: string) => removeCardDependency(client, { cardId, blockerCardId }),
    onSettled: refresh,
    onError: (error) => toastError(t('card.dependencies.failed'), error),
  });

  if (links.isPending) return <Skeleton lines={2} />;
  if (links.error)
    return (
      <ErrorState
        title={t('card.dependencies.loadFailed')}
        message={errorMessage(links.error)}
        onRetry={() => void links.refetch()}
      />
    );
  const linked = new Set(links.data.blockedBy.flatMap((card) => (card.hidden ? [] : [card.cardId])));
  return (
    <CardDependencies
      blockedBy={links.data.blockedBy.map(item)}
      blocks={links.data.blocks.map(item)}
      candidates={boardCards.filter((card) => card.id !== cardId && !linked.has(card.id))}
      canEdit={canEdit}
      onAdd={(id) => add.mutate(id)}
      onRemove={(id) => remove.mutate(id)}
      onOpen={(id) => {
        const target = [...links.data.blockedBy, ...links.data.blocks].find(
          (card) => !card.hidden && card.cardId === id,
        );
        if (target && !target.hidden) onOpenCard(id, target.boardId);
      }}
    />
  );
}
