import type { Card } from '@teamboard/sdk';
import { useBoardMutations, useCardTemplateActions } from '@/features/board';
import type { CardSummaryRow } from '@/shared/lib/rows';
import { Button, Dialog } from '@teamboard/ui';
import { useState } from 'react';
import { useCardActions } from '../hooks/use-card-actions';
import { TransferCardDialog } from './TransferCardDialog';
import { useT } from '@/shared/i18n';

export interface CardActionsProps {
  card: Card;
  workspaceId: string;
  /** The board's cards, for moving within it. */
  boardCards: readonly CardSummaryRow[];
  /** Owners, admins, and the card's creator (PRODUCT.md §6 plus issue 17). */
  canDelete: boolean;
  /** Called once the card has left this board (archived, deleted, moved). */
  onGone: () => void;
}

/** Archive, move, copy, make a template (or stop) and delete, for those who may edit the card. */
export function CardActions({ card, workspaceId, boardCards, canDelete, onGone }: CardActionsProps) {
  const { t } = useT();
  const actions = useCardActions(card.board_id);
  // Within the board, the board's own optimistic move; a blocked card is refused with a toast here
  // (the confirmation belongs to dragging on the board).
  const { moveCard } = useBoardMutations(card.board_id, 'refuse');
  const [dialog, setDialog] = useState<'move' | 'copy' | 'delete' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const templates = useCardTemplateActions(card.board_id);
  const [templating, setTemplating] = useState(false);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <section className="card-actions" aria-label={t('card.actions.label')}>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          actions.archive(card);
          onGone();
        }}
      >
        {t('card.actions.archive')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setDialog('move')}>
        {t('card.actions.move')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setDialog('copy')}>
        {t('card.actions.copy')}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={templating}
        onClick={() => {
          setTemplating(true);
          void templates.setTemplate(card, !card.is_template).finally(() => setTemplating(false));
        }}
      >
        {card.is_template ? t('cardTemplates.stop') : t('cardTemplates.make')}
      </Button>
      {canDelete ? (
        <Button variant="danger" size="sm" onClick={() => setDialog('delete')}>
          {t('card.actions.delete')}
        </Button>
      ) : null}
      {dialog === 'move' || dialog === 'copy' ? (
        <TransferCardDialog
          mode={dialog}
          card={card}
          workspaceId={workspaceId}
          boardCards={boardCards}
          onOpenChange={close}
          onSubmit={async (target) => {
            if (dialog === 'copy') return actions.copy(card, target);
            if (target.neighbours) {
              moveCard({ cardId: card.id, listId: target.listId, ...target.neighbours });
              return true;
            }
            const done = await actions.move(card, target);
            if (done) onGone();
            return done;
          }}
        />
      ) : null}
      {dialog === 'delete' ? (
        <Dialog
          title={t('card.delete.title', { title: card.title })}
          description={t('card.delete.description')}
          open
          size="sm"
          onOpenChange={close}
          footer={
            <>
              <Button variant="ghost" onClick={() => setDialog(null)}>
                {t('action.cancel')}
              </Button>
              <Button
                variant="danger"
                loading={deleting}
                onClick={() => {
                  setDeleting(true);
                  void actions.remove(card).then((done) => {
                    setDeleting(false);
                    setDialog(null);
                    if (done) onGone();
                  });
                }}
              >
                {t('card.delete.confirm')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}
