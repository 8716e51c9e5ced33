import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWorkspace, leaveWorkspace, type MyWorkspace } from '@teamboard/sdk';
import { Button, Dialog, TextField, useToast } from '@teamboard/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSignedInSession, lastWorkspace } from '@/features/shell';
import { can } from '@/shared/lib/permissions';
import { useToastError } from '@/shared/hooks/use-toast-error';

/** Leaving (anyone; the database keeps the last owner in) and deleting (owners, after typing the slug). */
export function DangerZone({ workspace }: { workspace: MyWorkspace }) {
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
    onSuccess: () => gone(`You left ${workspace.name}.`),
    onError: (error) => {
      setDialog(undefined);
      toastError('Could not leave the workspace', error);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteWorkspace(client, workspace.id),
    onSuccess: () => gone(`${workspace.name} was deleted.`),
    onError: (error) => toastError('Could not delete the workspace', error),
  });

  const close = () => {
    setDialog(undefined);
    setTyped('');
  };

  return (
    <section className="app-section app-section--danger" aria-labelledby="settings-danger">
      <h2 id="settings-danger">Leave or delete</h2>
      <div className="app-form__actions">
        <Button variant="secondary" onClick={() => setDialog('leave')}>
          Leave workspace
        </Button>
        {can.own(workspace.role) ? (
          <Button variant="danger" onClick={() => setDialog('delete')}>
            Delete workspace
          </Button>
        ) : null}
      </div>
      <Dialog
        size="sm"
        title={`Leave ${workspace.name}?`}
        description="You lose access to its boards until someone invites you again."
        open={dialog === 'leave'}
        onOpenChange={(open) => !open && close()}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger" loading={leave.isPending} onClick={() => leave.mutate()}>
              Leave
            </Button>
          </>
        }
      />
      <Dialog
        size="sm"
        title={`Delete ${workspace.name}?`}
        description="Every board, card, comment and file in it is deleted for everyone. This cannot be undone."
        open={dialog === 'delete'}
        onOpenChange={(open) => !open && close()}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="danger"
              disabled={typed !== workspace.slug}
              loading={remove.isPending}
              onClick={() => remove.mutate()}
            >
              Delete forever
            </Button>
          </>
        }
      >
        <TextField
          label={`Type ${workspace.slug} to confirm`}
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
