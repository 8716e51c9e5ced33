import { LIMITS, type ImportReport } from '@teamboard/sdk';
import {
  Button,
  Dialog,
  FileDropzone,
  formatBytes,
  InlineAlert,
  TextField,
  type UploadItem,
} from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
import { useImportBoard } from '../hooks/use-import-board';
import { describeGroup, groupSkipped, importedParts } from '../lib/import-report';

export interface ImportBoardDialogProps {
  workspaceId: string;
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Import a board…": pick a file, watch it upload, read the
 * report of what came over and what was left out, then open the new board.
 */
export function ImportBoardDialog({ workspaceId, slug, open, onOpenChange }: ImportBoardDialogProps) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const importing = useImportBoard(workspaceId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();

  const start = (picked: File) => {
    setFile(picked);
    importing.mutate({ file: picked, name: name.trim() === '' ? undefined : name });
  };
  const close = (next: boolean) => {
    if (!next && importing.isPending) return;
    onOpenChange(next);
    if (!next) {
      importing.reset();
      setFile(undefined);
      setName('');
    }
  };
  const report: ImportReport | undefined = importing.data;

  const upload: UploadItem | undefined = file && {
    id: 'import',
    name: file.name,
    sizeBytes: file.size,
    progress: importing.isSuccess ? 1 : null,
    status: importing.isError ? 'failed' : importing.isSuccess ? 'done' : 'uploading',
    ...(importing.isError ? { error: errorMessage(importing.error) } : {}),
  };

  return (
    <Dialog
      title={t('workspaces.import.title')}
      description={t('workspaces.import.description')}
      open={open}
      onOpenChange={close}
    >
      {report ? (
        <div className="app-form" aria-label={t('workspaces.import.reportLabel')}>
          {/* The way on first: a long report must not hide it. */}
          <div className="app-form__actions">
            <Button
              onClick={() => {
                close(false);
                void navigate(`/w/${slug}/b/${report.boardId}`);
              }}
            >
              {t('workspaces.import.open')}
            </Button>
          </div>
          <InlineAlert tone="success">
            <p>
              {t('workspaces.import.imported', {
                name: report.name,
                parts: importedParts(report, t).join(', '),
              })}
            </p>
          </InlineAlert>
          {report.skipped.length > 0 ? (
            <section aria-label={t('workspaces.import.skippedLabel')}>
              <h3>{t('workspaces.import.skippedHeading')}</h3>
              <ul>
                {groupSkipped(report.skipped).map((group) => (
                  <li key={`${group.kind}:${group.reason}`}>{describeGroup(group, t)}</li>
                ))}
              </ul>
            </section>
          ) : (
            <p>{t('workspaces.import.nothingSkipped')}</p>
          )}
        </div>
      ) : (
        <div className="app-form">
          <TextField
            label={t('workspaces.import.name')}
            name="name"
            autoComplete="off"
            value={name}
            disabled={importing.isPending}
            onChange={(event) => setName(event.target.value)}
          />
          {importing.isPending ? (
            <p role="status">
              {importing.progress
                ? t('workspaces.import.uploading', { size: formatBytes(importing.progress.total, locale) })
                : t('workspaces.import.starting')}
            </p>
          ) : null}
          <FileDropzone
            label={t('workspaces.import.choose')}
            hint={t('workspaces.import.hint', { size: formatBytes(LIMITS.importFileBytes, locale) })}
            accept=".json,.csv,application/json,text/csv"
            maxSizeBytes={LIMITS.importFileBytes}
            multiple={false}
            disabled={importing.isPending}
            uploads={upload ? [upload] : []}
            onFiles={([picked]) => {
              if (picked) start(picked);
            }}
            onRetry={() => {
              if (file) start(file);
            }}
            onDismiss={() => {
              importing.reset();
              setFile(undefined);
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
