import { clsx } from 'clsx';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button } from '../button';
import { formatBytes } from '../format';
import { Icon } from '../icon';
import { IconButton } from '../icon-button';
import { ProgressBar } from '../progress-bar';

export type UploadStatus = 'uploading' | 'done' | 'failed';

/** One file on its way up, as the caller tracks it. */
export interface UploadItem {
  id: string;
  name: string;
  sizeBytes: number;
  /** 0–1; `null` while the size of the work is unknown. */
  progress: number | null;
  status: UploadStatus;
  /** Human reason for a failure. */
  error?: string;
}

export interface FileRejection {
  file: File;
  reason: 'too-large' | 'type-not-allowed';
  message: string;
}

export interface FileDropzoneProps {
  /** Files being uploaded or just finished, in display order. */
  uploads?: readonly UploadItem[];
  /** Accepted files, after the size and type checks below. */
  onFiles: (files: File[]) => void;
  onCancel?: (id: string) => void;
  onRetry?: (id: string) => void;
  /** Removes a finished or failed row from the list. */
  onDismiss?: (id: string) => void;
  /** Files refused by the checks; they are also listed under the drop area. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Limit per file, e.g. 25 MB for attachments. */
  maxSizeBytes?: number;
  /** The input's `accept` (e.g. "image/png,image/jpeg"); also enforced on dropped files. */
  accept?: string;
  /** MIME types refused whatever `accept` says (executables). */
  blockedTypes?: readonly string[];
  multiple?: boolean;
  disabled?: boolean;
  label?: ReactNode;
  hint?: ReactNode;
  className?: string;
}

function matchesAccept(file: File, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  return accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return file.type.startsWith(rule.slice(0, -1));
      return file.type === rule;
    });
}

/** Drop or pick files; shows each upload with progress, cancel, retry and its outcome. */
export function FileDropzone({
  uploads = [],
  onFiles,
  onCancel,
  onRetry,
  onDismiss,
  onReject,
  maxSizeBytes,
  accept,
  blockedTypes = [],
  multiple = true,
  disabled = false,
  label = 'Attach files',
  hint,
  className,
}: FileDropzoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const hintId = useId();

  const take = (list: FileList | null) => {
    if (!list || disabled) return;
    const accepted: File[] = [];
    const refused: FileRejection[] = [];
    for (const file of Array.from(list)) {
      if (blockedTypes.includes(file.type) || !matchesAccept(file, accept)) {
        refused.push({
          file,
          reason: 'type-not-allowed',
          message: `${file.name}: this type of file is not allowed.`,
        });
      } else if (maxSizeBytes !== undefined && file.size > maxSizeBytes) {
        refused.push({
          file,
          reason: 'too-large',
          message: `${file.name} is ${formatBytes(file.size)}; the limit is ${formatBytes(maxSizeBytes)}.`,
        });
      } else {
        accepted.push(file);
      }
    }
    setRejections(refused);
    if (refused.length > 0) onReject?.(refused);
    if (accepted.length > 0) onFiles(multiple ? accepted : accepted.slice(0, 1));
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className={clsx('tb-dropzone', className)}>
      <div
        className="tb-dropzone__area"
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Icon name="upload" size={20} />
        <span className="tb-dropzone__text">
          Drop files here or{' '}
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => inputRef.current?.click()}
          >
            {label}
          </Button>
        </span>
        {hint ? (
          <span id={hintId} className="tb-dropzone__hint">
            {hint}
          </span>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          className="tb-visually-hidden"
          tabIndex={-1}
          aria-hidden
          aria-label="Choose files"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          onChange={(event) => {
            take(event.currentTarget.files);
            // Reset so choosing the same file again still fires a change.
            event.currentTarget.value = '';
          }}
        />
      </div>
      {rejections.length > 0 ? (
        <div role="alert">
          <ul className="tb-dropzone__rejections">
            {rejections.map((rejection) => (
              <li key={`${rejection.file.name}-${rejection.reason}`}>{rejection.message}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {uploads.length > 0 ? (
        <ul className="tb-dropzone__list" aria-label="Uploads">
          {uploads.map((upload) => (
            <UploadRow
              key={upload.id}
              upload={upload}
              onCancel={onCancel}
              onRetry={onRetry}
              onDismiss={onDismiss}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

interface UploadRowProps {
  upload: UploadItem;
  onCancel: ((id: string) => void) | undefined;
  onRetry: ((id: string) => void) | undefined;
  onDismiss: ((id: string) => void) | undefined;
}

function UploadRow({ upload, onCancel, onRetry, onDismiss }: UploadRowProps) {
  const percent = upload.progress === null ? null : Math.round(upload.progress * 100);
  const statusText =
    upload.status === 'uploading'
      ? percent === null
        ? 'Uploading…'
        : `${percent}%`
      : upload.status === 'done'
        ? 'Uploaded'
        : (upload.error ?? 'Upload failed');
  return (
    <li className="tb-dropzone__item" data-status={upload.status}>
      <Icon
        name={upload.status === 'done' ? 'check' : upload.status === 'failed' ? 'alert' : 'file'}
        className="tb-dropzone__item-icon"
      />
      <div className="tb-dropzone__item-main">
        <div className="tb-dropzone__item-line">
          <span className="tb-dropzone__item-name" title={upload.name}>
            {upload.name}
          </span>
          <span className="tb-dropzone__item-size">{formatBytes(upload.sizeBytes)}</span>
        </div>
        {/* The bar keeps its slot after completion so the row does not change height. */}
        <ProgressBar
          size="sm"
          label={`Uploading ${upload.name}`}
          value={upload.status === 'uploading' ? upload.progress && upload.progress * 100 : 100}
          tone={upload.status === 'failed' ? 'danger' : upload.status === 'done' ? 'success' : 'accent'}
        />
        <span className="tb-dropzone__item-status" aria-live="polite">
          {statusText}
        </span>
      </div>
      <div className="tb-dropzone__item-actions">
        {upload.status === 'uploading' && onCancel ? (
          <IconButton
            icon="close"
            size="sm"
            label={`Cancel upload of ${upload.name}`}
            onClick={() => onCancel(upload.id)}
          />
        ) : null}
        {upload.status === 'failed' && onRetry ? (
          <IconButton
            icon="refresh"
            size="sm"
            label={`Retry ${upload.name}`}
            onClick={() => onRetry(upload.id)}
          />
        ) : null}
        {upload.status !== 'uploading' && onDismiss ? (
          <IconButton
            icon="close"
            size="sm"
            label={`Dismiss ${upload.name}`}
            onClick={() => onDismiss(upload.id)}
          />
        ) : null}
      </div>
    </li>
  );
}
