import { useWaitingChanges } from '@/shared/offline-queue';
import { useT } from '@/shared/i18n';

/**
 * The one honest word about edits made offline: how many still wait, then that all are saved.
 * Live, so a screen reader hears the count change; nothing shows before the first queued edit.
 */
export function QueueStatus() {
  const { t } = useT();
  const { waiting, hadAny } = useWaitingChanges();
  return (
    <span className="board-page__queue" role="status" data-waiting={waiting > 0 ? '' : undefined}>
      {hadAny ? (waiting > 0 ? t('board.queue.waiting', { count: waiting }) : t('board.queue.saved')) : null}
    </span>
  );
}
