import { useMutation } from '@tanstack/react-query';
import { exportWorkspaceBackup, type MyWorkspace } from '@teamboard/sdk';
import { Button } from '@teamboard/ui';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { downloadText, fileNameOf } from '@/shared/lib/download';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

/** "Download a backup": the workspace as one file, which "Create a workspace" restores. */
export function BackupSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const toastError = useToastError();
  const backup = useMutation({
    mutationFn: () => exportWorkspaceBackup(client, workspace.id),
    onSuccess: (document) => {
      downloadText(
        fileNameOf(`${workspace.slug}-backup`, 'json'),
        JSON.stringify(document, null, 2),
        'application/json',
      );
    },
    onError: (error) => toastError(t('settings.backup.failed'), error),
  });
  return (
    <section className="app-section" aria-labelledby="settings-backup">
      <h2 id="settings-backup">{t('settings.backup.heading')}</h2>
      <p>{t('settings.backup.description')}</p>
      <div className="app-form__actions">
        <Button variant="secondary" loading={backup.isPending} onClick={() => backup.mutate()}>
          {t('settings.backup.download')}
        </Button>
      </div>
    </section>
  );
}
