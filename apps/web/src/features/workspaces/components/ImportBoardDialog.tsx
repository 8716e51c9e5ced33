import { LIMITS, type ImportColumn, type ImportReport } from '@teamboard/sdk';
import {
  Button,
  Dialog,
  FileDropzone,
  formatBytes,
  InlineAlert,
  Select,
  TextField,
  type UploadItem,
} from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';
import { useImportBoard, usePreviewImport } from '../hooks/use-import-board';
import {
  choicesFor,
  type ColumnChoice,
  columnsToSend,
  looksLikeCsv,
  proposedChoices,
} from '../lib/import-columns';
import { describeGroup, groupSkipped, importedParts } from '../lib/import-report';

export interface ImportBoardDialogProps {
  workspaceId: string;
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The head of a file, enough to tell JSON from CSV. */
const headOf = (file: File) => file.slice(0, 1024).text();

/**
 * "Import a board…": pick a file, choose what a CSV file's other columns
 * become (each proposed a custom field type from its values), watch it
 * upload, read the report of what came over and what was left out, then
 * open the new board.
 */
export function ImportBoardDialog({ workspaceId, slug, open, onOpenChange }: ImportBoardDialogProps) {
  const { t, locale } = useT();
  const navigate = useNavigate();
  const importing = useImportBoard(workspaceId);
  const preview = usePreviewImport(workspaceId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  // The CSV file's extra columns while the importer chooses what each becomes.
  const [columns, setColumns] = useState<readonly ImportColumn[]>();
  const [choices, setChoices] = useState<Record<string, ColumnChoice>>({});
  const boardName = () => (name.trim() === '' ? undefined : name);

  const start = (picked: File) => {
    setFile(picked);
    importing.reset();
    void headOf(picked).then((head) => {
      if (!looksLikeCsv(head)) {
        importing.mutate({ file: picked, name: boardName() });
        return;
      }
      preview.mutate(picked, {
        onSuccess: (found) => {
          // A CSV file with no column but the built-in ones has nothing to choose.
          if (found.columns.length === 0) importing.mutate({ file: picked, name: boardName() });
          else {
            setChoices(proposedChoices(found.columns));
            setColumns(found.columns);
          }
        },
      });
    });
  };
  const reset = () => {
    importing.reset();
    preview.reset();
    setFile(undefined);
    setColumns(undefined);
  };
  const close = (next: boolean) => {
    if (!next && (importing.isPending || preview.isPending)) return;
    onOpenChange(next);
    if (!next) {
      reset();
      setName('');
    }
  };
  const report: ImportReport | undefined = importing.data;
  const failed = importing.isError ? importing.error : preview.isError ? preview.error : null;

  const upload: UploadItem | undefined = file && {
    id: 'import',
    name: file.name,
    sizeBytes: file.size,
    progress: importing.isSuccess ? 1 : null,
    status: failed ? 'failed' : importing.isSuccess ? 'done' : 'uploading',
    ...(failed ? { error: errorMessage(failed) } : {}),
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
      ) : columns && file ? (
        <form
          className="app-form"
          aria-label={t('workspaces.import.columns.label')}
          onSubmit={(event) => {
            event.preventDefault();
            importing.mutate({ file, name: boardName(), columns: columnsToSend(columns, choices) });
          }}
        >
          <TextField
            label={t('workspaces.import.name')}
            name="name"
            autoComplete="off"
            value={name}
            disabled={importing.isPending}
            onChange={(event) => setName(event.target.value)}
          />
          <h3>{t('workspaces.import.columns.heading')}</h3>
          <p>{t('workspaces.import.columns.hint', { file: file.name })}</p>
          {columns.map((column) => (
            <Select<ColumnChoice>
              key={column.column}
              label={t('workspaces.import.columns.choice', { name: column.name })}
              description={
                column.exported
                  ? t('workspaces.import.columns.exported')
                  : column.samples.length > 0
                    ? t('workspaces.import.columns.samples', { values: column.samples.join(', ') })
                    : t('workspaces.import.columns.empty')
              }
              options={choicesFor(column).map((choice) => ({
                value: choice,
                label: t('workspaces.import.columns.type', { type: choice }),
              }))}
              value={choices[column.column] ?? 'skip'}
              disabled={importing.isPending}
              onValueChange={(choice) => setChoices((current) => ({ ...current, [column.column]: choice }))}
            />
          ))}
          {importing.isPending ? (
            <p role="status">
              {importing.progress
                ? t('workspaces.import.uploading', { size: formatBytes(importing.progress.total, locale) })
                : t('workspaces.import.starting')}
            </p>
          ) : null}
          {importing.isError ? (
            <InlineAlert tone="danger">
              <p>{errorMessage(importing.error)}</p>
            </InlineAlert>
          ) : null}
          <div className="app-form__actions">
            <Button type="submit" disabled={importing.isPending}>
              {t('workspaces.import.columns.import')}
            </Button>
            <Button variant="secondary" type="button" disabled={importing.isPending} onClick={reset}>
              {t('workspaces.import.columns.another')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="app-form">
          <TextField
            label={t('workspaces.import.name')}
            name="name"
            autoComplete="off"
            value={name}
            disabled={importing.isPending || preview.isPending}
            onChange={(event) => setName(event.target.value)}
          />
          {importing.isPending ? (
            <p role="status">
              {importing.progress
                ? t('workspaces.import.uploading', { size: formatBytes(importing.progress.total, locale) })
                : t('workspaces.import.starting')}
            </p>
          ) : preview.isPending ? (
            <p role="status">{t('workspaces.import.reading')}</p>
          ) : null}
          <FileDropzone
            label={t('workspaces.import.choose')}
            hint={t('workspaces.import.hint', { size: formatBytes(LIMITS.importFileBytes, locale) })}
            accept=".json,.csv,application/json,text/csv"
            maxSizeBytes={LIMITS.importFileBytes}
            multiple={false}
            disabled={importing.isPending || preview.isPending}
            uploads={upload ? [upload] : []}
            onFiles={([picked]) => {
              if (picked) start(picked);
            }}
            onRetry={() => {
              if (file) start(file);
            }}
            onDismiss={reset}
          />
        </div>
      )}
    </Dialog>
  );
}
