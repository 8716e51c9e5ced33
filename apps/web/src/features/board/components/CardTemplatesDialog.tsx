import { Dialog, EmptyState, ErrorState, Skeleton } from '@teamboard/ui';
import { Link } from 'react-router';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useCardTemplates } from '../hooks/use-card-templates';

export interface CardTemplatesDialogProps {
  boardId: string;
  slug: string;
  onClose: () => void;
}

/** The board's card templates, each opening in the card drawer, where it is edited like any card. */
export function CardTemplatesDialog({ boardId, slug, onClose }: CardTemplatesDialogProps) {
  const { t } = useT();
  const templates = useCardTemplates(boardId);
  return (
    <Dialog
      title={t('cardTemplates.dialogTitle')}
      description={t('cardTemplates.dialogDescription')}
      open
      size="sm"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {templates.isPending ? (
        <Skeleton lines={3} />
      ) : templates.error ? (
        <ErrorState
          title={t('cardTemplates.loadFailed')}
          message={errorMessage(templates.error)}
          onRetry={() => void templates.refetch()}
        />
      ) : templates.data.length === 0 ? (
        <EmptyState title={t('cardTemplates.empty')} />
      ) : (
        <ul className="card-templates" aria-label={t('cardTemplates.dialogTitle')}>
          {templates.data.map((template) => (
            <li key={template.id}>
              <Link to={`/w/${slug}/b/${boardId}/c/${template.id}`} onClick={onClose}>
                {template.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
