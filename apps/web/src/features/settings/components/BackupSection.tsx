import { useMutation } from '@tanstack/react-query';
import { createBackupArchive, exportWorkspaceBackup, type MyWorkspace } from '@teamboard/sdk';
import { Button, Checkbox } from '@teamboard/ui';
import { useState } from 'react';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { downloadFile, downloadText, fileNameOf } from '@/features/board';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

/**
 * "Download a backup": the workspace as one file, which "Create a workspace"
 * restores; with attached files, a ZIP archive that holds them too.
 */
export function BackupSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const toastError = useToastError();
  const [withFiles, setWithFiles] = useState(false);
  const backup = useMutation({
    mutationFn: async () => {
      const document = await exportWorkspaceBackup(client, workspace.id);
      return { document, archive: withFiles ? await createBackupArchive(client, document) : undefined };
    },
    onSuccess: ({ document, archive }) => {
      const name = `${workspace.slug}-backup`;
      if (archive) {
        downloadFile(
          fileNameOf(name, 'zip'),
          new Blob([new Uint8Array(archive)], { type: 'application/zip' }),
        );
      } else {
        downloadText(fileNameOf(name, 'json'), JSON.stringify(document, null, 2), 'application/json');
      }
    },
    onError: (error) => toastError(t('settings.backup.failed'), error),
  });
  return (
    <section className="app-section" aria-labelledby="settings-backup">
      <h2 id="settings-backup">{t('settings.backup.heading')}</h2>
      <p>{t('settings.backup.description')}</p>
      <Checkbox
        label={t('settings.backup.withFiles')}
        checked={withFiles}
        disabled={backup.isPending}
        onCheckedChange={setWithFiles}
      />
      <div className="app-form__actions">
        <Button variant="secondary" loading={backup.isPending} onClick={() => backup.mutate()}>
          {t('settings.backup.download')}
        </Button>
      </div>
    </section>
  );
}
