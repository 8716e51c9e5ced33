import type { ReactNode } from 'react';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { FileDropzone, type FileDropzoneProps } from '../file-dropzone';
import { formatBytes, formatRelativeTime } from '../format';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { CardDetailSection } from './CardDetailSection';
import { useUiText } from '../i18n';

export interface AttachmentEntry {
  id: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  uploadedBy: string;
  createdAt: Date;
  canDelete?: boolean;
  /** A link the browser may show inline: the row shows the image instead of a file icon. */
  previewUrl?: string | undefined;
  /** An image that can be the card's cover: the row offers "Make cover" (with `onMakeCover`). */
  canBeCover?: boolean;
}

export interface AttachmentsListProps {
  attachments: readonly AttachmentEntry[];
  onDownload?: (id: string) => void;
  onDelete?: (id: string) => void;
  /** The attachment that is the card's cover now; its row says so and offers "Remove cover". */
  coverId?: string | null;
  /** Makes an attachment the cover; omit it for people who may not edit the card. */
  onMakeCover?: (id: string) => void;
  onRemoveCover?: () => void;
  /** Shown under the files, above the upload area: the card's other cover choice (e.g. CoverColorSelect). */
  coverControl?: ReactNode;
  /** The upload area; omit it for viewers. */
  upload?: FileDropzoneProps;
  now?: Date;
  locale?: string;
}

/** Files attached to a card, with download and delete, and the upload area with per-file progress. */
export function AttachmentsList({
  attachments,
  onDownload,
  onDelete,
  coverId = null,
  onMakeCover,
  onRemoveCover,
  coverControl,
  upload,
  now,
  locale: localeProp,
}: AttachmentsListProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const reference = now ?? new Date();
  return (
    <CardDetailSection title={t('ui.attachments.title')} icon="paperclip">
      {attachments.length === 0 ? (
        <EmptyState size="sm" icon="paperclip" title={t('ui.attachments.empty')} headingLevel={4} />
      ) : (
        <ul className="tb-attachments">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="tb-attachment">
              {attachment.previewUrl ? (
                <img
                  className="tb-attachment__thumb"
                  src={attachment.previewUrl}
                  alt={t('ui.attachments.preview', { name: attachment.fileName })}
                  loading="lazy"
                  decoding="async"
                  width={48}
                  height={48}
                />
              ) : (
                <span className="tb-attachment__icon">
                  <Icon name="file" size={20} />
                </span>
              )}
              <div className="tb-attachment__main">
                <span className="tb-attachment__name" title={attachment.fileName}>
                  {attachment.fileName}
                </span>
                <span className="tb-attachment__meta">
                  {attachment.id === coverId ? (
                    <span className="tb-attachment__cover-mark">{t('ui.attachments.isCover')} · </span>
                  ) : null}
                  {formatBytes(attachment.sizeBytes, locale)} · {attachment.uploadedBy} ·{' '}
                  {formatRelativeTime(attachment.createdAt, reference, locale)}
                </span>
              </div>
              {attachment.id === coverId && onRemoveCover ? (
                <Button variant="ghost" size="sm" onClick={onRemoveCover}>
                  {t('ui.attachments.removeCover')}
                  <span className="tb-visually-hidden"> {attachment.fileName}</span>
                </Button>
              ) : attachment.canBeCover && onMakeCover ? (
                <Button variant="ghost" size="sm" onClick={() => onMakeCover(attachment.id)}>
                  {t('ui.attachments.makeCover')}
                  <span className="tb-visually-hidden"> {attachment.fileName}</span>
                </Button>
              ) : null}
              {onDownload ? (
                <IconButton
                  icon="download"
                  size="sm"
                  label={t('ui.attachments.download', { name: attachment.fileName })}
                  onClick={() => onDownload(attachment.id)}
                />
              ) : null}
              {attachment.canDelete && onDelete ? (
                <IconButton
                  icon="trash"
                  size="sm"
                  variant="danger"
                  label={t('ui.attachments.delete', { name: attachment.fileName })}
                  onClick={() => onDelete(attachment.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {coverControl}
      {upload ? <FileDropzone {...upload} /> : null}
    </CardDetailSection>
  );
}
