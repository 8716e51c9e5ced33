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
import { useImportBoard } from '../hooks/use-import-board';
import { describeSkipped, importedParts } from '../lib/import-report';

export interface ImportBoardDialogProps {
  workspaceId: string;
  slug: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Import from Trello or CSV…": pick a file, watch it upload, read the
 * report of what came over and what was left out, then open the new board.
 */
export function ImportBoardDialog({ workspaceId, slug, open, onOpenChange }: ImportBoardDialogProps) {
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
      title="Import from Trello or CSV"
      description="Creates a new board from a Trello board export (JSON) or a CSV file with title and list columns."
      open={open}
      onOpenChange={close}
    >
      {report ? (
        <div className="app-form" aria-label="Import report">
          <InlineAlert tone="success">
            <p>
              Imported “{report.name}”: {importedParts(report).join(', ')}.
            </p>
          </InlineAlert>
          {report.skipped.length > 0 ? (
            <section aria-label="Left out">
              <h3>Left out or changed</h3>
              <ul>
                {report.skipped.map((item, index) => (
                  <li key={index}>{describeSkipped(item)}</li>
                ))}
              </ul>
            </section>
          ) : (
            <p>Nothing was left out.</p>
          )}
          <div className="app-form__actions">
            <Button
              onClick={() => {
                close(false);
                void navigate(`/w/${slug}/b/${report.boardId}`);
              }}
            >
              Open board
            </Button>
          </div>
        </div>
      ) : (
        <div className="app-form">
          <TextField
            label="Board name (optional)"
            name="name"
            autoComplete="off"
            value={name}
            disabled={importing.isPending}
            onChange={(event) => setName(event.target.value)}
          />
          {importing.isPending ? (
            <p role="status">
              {importing.progress
                ? `Uploading ${formatBytes(importing.progress.total)} and building the board…`
                : 'Starting the import…'}
            </p>
          ) : null}
          <FileDropzone
            label="Choose a file"
            hint={`Trello JSON or CSV, up to ${formatBytes(LIMITS.importFileBytes)}.`}
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
