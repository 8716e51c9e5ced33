import { useMutation } from '@tanstack/react-query';
import { verifyTotp } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTwoFactorMethods, verifiedMethod } from '@/shared/hooks/use-two-factor-methods';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { TwoFactorCodeField } from '@/shared/lib/two-factor-code-field';
import { useSession } from '../hooks/use-session';
import { AuthLayout } from '../components/AuthLayout';
import { SessionPending } from '../components/SessionPending';

/**
 * The step after the password for an account with an authenticator app: the
 * session stays `aal1` (nothing of the app is shown) until a code verifies.
 * The verified session then arrives as a refresh and the guard lets the user
 * through to where they were going.
 */
export function TwoFactorChallenge() {
  const { t } = useT();
  useDocumentTitle(t('twoFactor.challenge.title'));
  const client = useTeamboardClient();
  const { signOut } = useSession();
  const methods = useTwoFactorMethods();
  const method = verifiedMethod(methods.data);
  const [code, setCode] = useState('');
  const verify = useMutation({
    mutationFn: (input: { factorId: string; code: string }) => verifyTotp(client, input),
  });

  if (methods.isPending) return <SessionPending />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method !== undefined) verify.mutate({ factorId: method.id, code });
  };

  return (
    <AuthLayout
      title={t('twoFactor.challenge.title')}
      intro={t('twoFactor.challenge.intro')}
      footer={
        <Button variant="ghost" onClick={() => void signOut('local')}>
          {t('twoFactor.challenge.signOut')}
        </Button>
      }
    >
      {methods.error !== null ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(methods.error)}</p>
        </InlineAlert>
      ) : null}
      {method === undefined && methods.isSuccess ? (
        <InlineAlert tone="warning">
          <p>{t('twoFactor.challenge.noMethod')}</p>
        </InlineAlert>
      ) : (
        <form className="auth-form" noValidate onSubmit={submit}>
          {/* The only thing this screen asks for. */}
          <TwoFactorCodeField value={code} onValueChange={setCode} attempt={verify} autoFocus />
          <div className="auth-form__actions">
            <Button type="submit" loading={verify.isPending} disabled={method === undefined}>
              {t('twoFactor.challenge.submit')}
            </Button>
          </div>
        </form>
      )}
    </AuthLayout>
  );
}
