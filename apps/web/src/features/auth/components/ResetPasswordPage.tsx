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
import { useT } from '@/shared/i18n';

/** `/reset-password`: where PASSWORD_RECOVERY leads; the recovery link's session allows setting a new password. */
export function ResetPasswordPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.reset.documentTitle'));
  const client = useTeamboardClient();
  const { state, finishRecovery } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const newPassword = useNewPassword();

  const mutation = useMutation({
    mutationFn: (password: string) => updatePassword(client, { password }),
    onSuccess: () => {
      finishRecovery();
      toast.toast({ title: t('auth.reset.changed'), variant: 'success' });
      void navigate('/', { replace: true });
    },
  });

  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-out') {
    return (
      <AuthLayout
        title={t('auth.reset.expired')}
        footer={<Link to="/sign-in">{t('auth.magicLink.back')}</Link>}
      >
        <p>{t('auth.reset.expiredHint')}</p>
        <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const password = newPassword.check();
    if (password !== undefined) mutation.mutate(password);
  };

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      intro={t('auth.reset.for', { email: state.session.user.email ?? '' })}
    >
      {mutation.error !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(mutation.error)}</p>
        </InlineAlert>
      ) : null}
      <form className="auth-form" noValidate onSubmit={submit}>
        <NewPasswordFields fields={newPassword} />
        <div className="auth-form__actions">
          <Button type="submit" loading={mutation.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
