import { Dialog, ShareLinkPanel, Spinner } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { sharedBoardUrl, useBoardShare } from '../hooks/use-board-share';

export interface ShareLinkDialogProps {
  boardId: string;
  boardName: string;
  onClose: () => void;
}

/** Owners and admins make, copy, replace and revoke the board's public read-only link. */
export function ShareLinkDialog({ boardId, boardName, onClose }: ShareLinkDialogProps) {
  const { t } = useT();
  const share = useBoardShare(boardId);
  const failure = share.create.error ?? share.revoke.error ?? share.shares.error;
  return (
    <Dialog
      title={t('board.share.title', { name: boardName })}
      open
      onOpenChange={(open) => !open && onClose()}
    >
      {share.shares.isPending ? (
        <Spinner label={t('board.share.loading')} />
      ) : (
        <ShareLinkPanel
          state={share.token !== undefined ? 'created' : share.active !== undefined ? 'active' : 'none'}
          url={share.token === undefined ? undefined : sharedBoardUrl(share.token)}
          createdAt={share.active === undefined ? undefined : new Date(share.active.created_at)}
          busy={share.create.isPending || share.revoke.isPending}
          error={failure ? errorMessage(failure) : undefined}
          onCreate={() => share.create.mutate()}
          onRevoke={() => share.revoke.mutate()}
        />
      )}
    </Dialog>
  );
}
