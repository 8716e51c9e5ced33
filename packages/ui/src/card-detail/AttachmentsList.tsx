import { EmptyState } from '../empty-state';
import { FileDropzone, type FileDropzoneProps } from '../file-dropzone';
import { formatBytes, formatRelativeTime } from '../format';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { CardDetailSection } from './CardDetailSection';

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
}

export interface AttachmentsListProps {
  attachments: readonly AttachmentEntry[];
  onDownload?: (id: string) => void;
  onDelete?: (id: string) => void;
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
  upload,
  now,
  locale,
}: AttachmentsListProps) {
  const reference = now ?? new Date();
  return (
    <CardDetailSection title="Attachments" icon="paperclip">
      {attachments.length === 0 ? (
        <EmptyState size="sm" icon="paperclip" title="No attachments" headingLevel={4} />
      ) : (
        <ul className="tb-attachments">
          {attachments.map((attachment) => (
            <li key={attachment.id} className="tb-attachment">
              {attachment.previewUrl ? (
                <img
                  className="tb-attachment__thumb"
                  src={attachment.previewUrl}
                  alt={`Preview of ${attachment.fileName}`}
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
                  {formatBytes(attachment.sizeBytes, locale)} · {attachment.uploadedBy} ·{' '}
                  {formatRelativeTime(attachment.createdAt, reference, locale)}
                </span>
              </div>
              {onDownload ? (
                <IconButton
                  icon="download"
                  size="sm"
                  label={`Download ${attachment.fileName}`}
                  onClick={() => onDownload(attachment.id)}
                />
              ) : null}
              {attachment.canDelete && onDelete ? (
                <IconButton
                  icon="trash"
                  size="sm"
                  variant="danger"
                  label={`Delete ${attachment.fileName}`}
                  onClick={() => onDelete(attachment.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {upload ? <FileDropzone {...upload} /> : null}
    </CardDetailSection>
  );
}
