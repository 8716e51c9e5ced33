import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAttachment,
  getAttachmentUrl,
  LIMITS,
  listAttachments,
  REFUSED_ATTACHMENT_MIME_TYPES,
  type Attachment,
} from '@teamboard/sdk';
import { AttachmentsList, ErrorState, formatBytes, Skeleton } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange } from '@/shared/lib/row-changes';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { useAttachmentPreviews } from '../hooks/use-attachment-previews';
import { useUploads } from '../hooks/use-uploads';
import { useT } from '@/shared/i18n';

export interface CardAttachmentsSectionProps {
  cardId: string;
  workspaceId: string | undefined;
  userId: string;
  canUpload: boolean;
  canModerate: boolean;
  people: ReadonlyMap<string, { name: string }>;
}

/** Files of the card: upload with progress and cancel, download through a signed link, delete. */
export function CardAttachmentsSection({
  cardId,
  workspaceId,
  userId,
  canUpload,
  canModerate,
  people,
}: CardAttachmentsSectionProps) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const toastError = useToastError();
  const { t, locale } = useT();
  const key = cardKeys.attachments(cardId);
  const attachments = useQuery({ queryKey: key, queryFn: () => listAttachments(client, cardId) });
  const uploads = useUploads(cardId, workspaceId);
  const previews = useAttachmentPreviews(cardId, attachments.data ?? []);
  const download = useMutation({
    mutationFn: (attachment: Attachment) =>
      getAttachmentUrl(client, attachment, { download: true, expiresIn: 60 }),
    onSuccess: (url) => {
      // A same-tab navigation to a download URL keeps the board open and starts the download.
      window.location.assign(url);
    },
    onError: (error) => toastError(t('card.attachments.downloadFailed'), error),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteAttachment(client, id),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<Attachment[]>(
        key,
        (rows) => rows && applyRowChange(rows, { type: 'DELETE', id }),
      ),
    onError: (error) => toastError(t('card.attachments.deleteFailed'), error),
  });
  if (attachments.isPending) return <Skeleton lines={2} />;
  if (attachments.error)
    return (
      <ErrorState
        size="sm"
        headingLevel={4}
        title={t('card.attachments.loadError')}
        message={errorMessage(attachments.error)}
        onRetry={() => void attachments.refetch()}
      />
    );
  const byId = new Map(attachments.data.map((attachment) => [attachment.id, attachment]));
  return (
    <AttachmentsList
      attachments={attachments.data.map((attachment) => ({
        id: attachment.id,
        fileName: attachment.file_name,
        mimeType: attachment.mime_type,
        sizeBytes: attachment.size_bytes,
        uploadedBy: people.get(attachment.uploaded_by ?? '')?.name ?? t('person.someone'),
        createdAt: new Date(attachment.created_at),
        canDelete: canModerate || (canUpload && attachment.uploaded_by === userId),
        previewUrl: previews.get(attachment.id),
      }))}
      onDownload={(id) => {
        const attachment = byId.get(id);
        if (attachment) download.mutate(attachment);
      }}
      onDelete={(id) => remove.mutate(id)}
      upload={
        canUpload
          ? {
              uploads: uploads.uploads,
              onFiles: uploads.upload,
              onCancel: uploads.cancel,
              onDismiss: uploads.dismiss,
              maxSizeBytes: LIMITS.attachmentBytes,
              blockedTypes: REFUSED_ATTACHMENT_MIME_TYPES,
              hint: t('card.attachments.hint', { size: formatBytes(LIMITS.attachmentBytes, locale) }),
            }
          : undefined
      }
    />
  );
}
