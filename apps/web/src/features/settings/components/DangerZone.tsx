import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWorkspace, leaveWorkspace, type MyWorkspace } from '@teamboard/sdk';
import { Button, Dialog, TextField, useToast } from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSignedInSession } from '@/features/auth';
import { lastWorkspace } from '@/features/workspaces';
import { can } from '@/shared/lib/permissions';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';

/** Leaving (anyone; the database keeps the last owner in) and deleting (owners, after typing the slug). */
export function DangerZone({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSignedInSession();
  const { toast } = useToast();
  const toastError = useToastError();
  const [dialog, setDialog] = useState<'leave' | 'delete'>();
  const [typed, setTyped] = useState('');

  const gone = async (message: string) => {
    lastWorkspace.forget(user.id, workspace.slug);
    toast({ variant: 'success', title: message });
    await navigate('/workspaces', { replace: true });
    queryClient.removeQueries({ queryKey: ['workspace'] });
    await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
  };

  const leave = useMutation({
    mutationFn: () => leaveWorkspace(client, workspace.id),
    onSuccess: () => gone(t('settings.danger.left', { name: workspace.name })),
    onError: (error) => {
      setDialog(undefined);
      toastError(t('settings.danger.leaveFailed'), error);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteWorkspace(client, workspace.id),
    onSuccess: () => gone(t('settings.danger.deleted', { name: workspace.name })),
    onError: (error) => toastError(t('settings.danger.deleteFailed'), error),
  });

  const close = () => {
    setDialog(undefined);
    setTyped('');
  };

  return (
    <section className="app-section app-section--danger" aria-labelledby="settings-danger">
      <h2 id="settings-danger">{t('settings.danger.heading')}</h2>
      <div className="app-form__actions">
        <Button variant="secondary" onClick={() => setDialog('leave')}>
          {t('ui.member.leave')}
        </Button>
        {can.own(workspace.role) ? (
          <Button variant="danger" onClick={() => setDialog('delete')}>
            {t('settings.danger.delete')}
          </Button>
        ) : null}
      </div>
      <Dialog
        size="sm"
        title={t('settings.danger.leave.title', { name: workspace.name })}
        description={t('settings.danger.leave.description')}
        open={dialog === 'leave'}
        onOpenChange={(open) => !open && close()}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('action.cancel')}
            </Button>
            <Button variant="danger" loading={leave.isPending} onClick={() => leave.mutate()}>
              {t('settings.danger.leave.confirm')}
            </Button>
          </>
        }
      />
      <Dialog
        size="sm"
        title={t('settings.danger.delete.title', { name: workspace.name })}
        description={t('settings.danger.delete.description')}
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && close()}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="danger"
              disabled={typed !== workspace.slug}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('settings.danger.delete.confirm')}
            </Button>
          </>
        }
      >
        <TextField
          label={t('settings.danger.delete.typeSlug', { slug: workspace.slug })}
          name="confirm-slug"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Dialog>
    </section>
  );
}
