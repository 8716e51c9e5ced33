import { Badge } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import type { PendingCard } from '../hooks/use-pending-cards';

/** A card added but not stored yet: shown where it will land, marked as waiting, never lost from view. */
export function PendingCardTile({ card }: { card: PendingCard }) {
  const { t } = useT();
  return (
    <div className="board-pending-card" aria-busy="true">
      <span className="board-pending-card__title">{card.title}</span>
      <Badge tone="warning">{card.waiting ? t('board.card.waiting') : t('board.card.sending')}</Badge>
    </div>
  );
}
