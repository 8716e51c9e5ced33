import { useMutation } from '@tanstack/react-query';
import { updatePassword } from '@teamboard/sdk';
import { Button, InlineAlert, useToast } from '@teamboard/ui';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useNewPassword } from '../hooks/use-new-password';
import { useSession } from '../hooks/use-session';
import { errorMessage } from '@/shared/lib/error-message';
import { AuthLayout } from './AuthLayout';
import { NewPasswordFields } from './NewPasswordFields';
import { SessionPending } from './SessionPending';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

/** `/reset-password`: where PASSWORD_RECOVERY leads; the recovery link's session allows setting a new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const client = useTeamboardClient();
  const { state, finishRecovery } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const newPassword = useNewPassword();

  const mutation = useMutation({
    mutationFn: (password: string) => updatePassword(client, { password }),
    onSuccess: () => {
      finishRecovery();
      toast.toast({ title: 'Your password has been changed.', variant: 'success' });
      void navigate('/', { replace: true });
    },
  });

  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-out') {
    return (
      <AuthLayout title="This link has expired" footer={<Link to="/sign-in">Back to sign in</Link>}>
        <p>Password reset links work once and for a limited time.</p>
        <Link to="/forgot-password">Request a new link</Link>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const password = newPassword.check();
    if (password !== undefined) mutation.mutate(password);
  };

  return (
    <AuthLayout title="Set a new password" intro={<>For {state.session.user.email}</>}>
      {mutation.error !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(mutation.error)}</p>
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <NewPasswordFields fields={newPassword} />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            Save new password
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
