import { Button, Dialog } from '@teamboard/ui';
import { useT } from '@/shared/i18n';

export interface BlockedMoveDialogProps {
  cardTitle: string;
  listName: string;
  /** Open cards the card still waits on. */
  blockers: number;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asked before a card with open blockers goes into a done list (on boards whose rule is "confirm"). */
export function BlockedMoveDialog({
  cardTitle,
  listName,
  blockers,
  onConfirm,
  onCancel,
}: BlockedMoveDialogProps) {
  const { t } = useT();
  return (
    <Dialog
      title={t('board.blockedMove.title', { title: cardTitle })}
      description={t('board.blockedMove.description', { count: blockers, list: listName })}
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('action.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('board.blockedMove.confirm')}
          </Button>
        </>
      }
    />
  );
}
