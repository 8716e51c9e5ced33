import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  canBeCoverImage,
  deleteAttachment,
  getAttachmentUrl,
  LIMITS,
  listAttachments,
  REFUSED_ATTACHMENT_MIME_TYPES,
  setCardCover,
  type Attachment,
  type Card,
  type CardCover,
} from '@teamboard/sdk';
import { AttachmentsList, CoverColorSelect, ErrorState, formatBytes, Skeleton } from '@teamboard/ui';
import { useStoreCard } from '@/shared/hooks/use-card-update';
import { isLabelColor } from '@/shared/lib/labels';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { applyRowChange } from '@/shared/lib/row-changes';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { useAttachmentPreviews } from '../hooks/use-attachment-previews';
import { useUploads } from '../hooks/use-uploads';
import { useT } from '@/shared/i18n';

export interface CardAttachmentsSectionProps {
  boardId: string;
  /** The card as the drawer shows it: its cover is marked on the attachment, or is a colour. */
  card: Card;
  cardId: string;
  workspaceId: string | undefined;
  userId: string;
  canUpload: boolean;
  canModerate: boolean;
  people: ReadonlyMap<string, { name: string }>;
}

/**
 * Files of the card: upload with progress and cancel, download through a signed link, delete;
 * and its cover, an image attachment ("Make cover") or a palette colour, for people who may edit it.
 */
export function CardAttachmentsSection({
  boardId,
  card,
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
  const storeCard = useStoreCard(boardId);
  const cover = useMutation({
    mutationFn: (next: CardCover) => setCardCover(client, cardId, next),
    onSuccess: storeCard,
    onError: (error) => toastError(t('card.attachments.coverFailed'), error),
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
  if (attachments.data === undefined)
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
        canBeCover: canBeCoverImage(attachment.mime_type),
      }))}
      coverId={card.cover_attachment_id}
      onMakeCover={canUpload ? (id) => cover.mutate({ attachmentId: id }) : undefined}
      onRemoveCover={canUpload ? () => cover.mutate(null) : undefined}
      coverControl={
        canUpload ? (
          <CoverColorSelect
            value={isLabelColor(card.cover_color) ? card.cover_color : null}
            disabled={cover.isPending}
            onValueChange={(color) => cover.mutate(color === null ? null : { color })}
          />
        ) : undefined
      }
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
