import { useMutation } from '@tanstack/react-query';
import { verifyTotp } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useTwoFactorMethods, verifiedMethod, verifiedSecurityKeys } from './use-two-factor-methods';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { TwoFactorCodeField } from './two-factor-code-field';
import { useSession } from '../hooks/use-session';
import { AuthLayout } from '../components/AuthLayout';
import { SessionPending } from '../components/SessionPending';
import { SecurityKeyButtons } from './SecurityKeyButtons';

/**
 * The step after the password for an account with an authenticator app or a
 * security key: the session stays `aal1` (nothing of the app is shown) until a
 * code or the key verifies. The verified session then arrives as a refresh and
 * the guard lets the user through to where they were going.
 */
export function TwoFactorChallenge() {
  const { t } = useT();
  const client = useTeamboardClient();
  const { signOut } = useSession();
  const methods = useTwoFactorMethods();
  const method = verifiedMethod(methods.data);
  const keys = verifiedSecurityKeys(methods.data);
  // With only security keys there is no code to enter: the screen is about the key.
  const keyOnly = method === undefined && keys.length > 0;
  const title = t(keyOnly ? 'securityKey.challenge.title' : 'twoFactor.challenge.title');
  useDocumentTitle(title);
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
      title={title}
      intro={t(keyOnly ? 'securityKey.challenge.intro' : 'twoFactor.challenge.intro')}
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
      {keyOnly ? (
        <SecurityKeyButtons keys={keys} primary />
      ) : method === undefined && methods.isSuccess ? (
        <InlineAlert tone="warning">
          <p>{t('twoFactor.challenge.noMethod')}</p>
        </InlineAlert>
      ) : (
        <>
          <form className="auth-form" noValidate onSubmit={submit}>
            {/* The only thing this screen asks for, unless a security key may answer instead. */}
            <TwoFactorCodeField value={code} onValueChange={setCode} attempt={verify} autoFocus />
            <div className="auth-form__actions">
              <Button type="submit" loading={verify.isPending} disabled={method === undefined}>
                {t('twoFactor.challenge.submit')}
              </Button>
            </div>
          </form>
          {keys.length > 0 ? (
            <>
              <p>{t('securityKey.challenge.orKey')}</p>
              <SecurityKeyButtons keys={keys} primary={false} />
            </>
          ) : null}
        </>
      )}
    </AuthLayout>
  );
}
