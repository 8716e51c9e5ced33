import { InlineAlert, Spinner } from '@teamboard/ui';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSession } from '../hooks/use-session';
import { signInPath, type SignInNotice } from '../lib/auth-links';
import { callbackErrorMessage, parseCallbackParams } from '../lib/callback-params';
import { errorMessage } from '@/shared/lib/error-message';
import { exchangeOnce } from '../lib/exchange-once';
import { AuthLayout } from './AuthLayout';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/**
 * `/auth/callback`: where every email link lands. Exchanges the PKCE code
 * (in the browser that asked for the link), then goes to the validated
 * `next`, or, for a recovery link, lets PASSWORD_RECOVERY lead to /reset-password.
 * A link that failed (expired, used, refused) lands a signed-out user on
 * /sign-in with the reason; a signed-in one reads it here.
 */
export function AuthCallbackPage() {
  const { t } = useT();
  useDocumentTitle(t('auth.callback.documentTitle'));
  const client = useTeamboardClient();
  const { state, isRecovering } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useState(() => parseCallbackParams(location.search, location.hash));
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (params.kind !== 'code') return;
    let current = true;
    exchangeOnce(client, params.code).then(
      () => {
        if (current && !isRecovering()) void navigate(params.next, { replace: true });
      },
      (error: unknown) => {
        if (current) setFailure(errorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [client, params, navigate, isRecovering]);

  const message =
    failure ??
    (params.kind === 'error'
      ? callbackErrorMessage(t, params.errorCode)
      : params.kind === 'empty' && state.status === 'signed-out'
        ? t('auth.callback.incomplete')
        : undefined);

  if (message !== undefined && state.status === 'signed-out') {
    // Signed out, the way on is signing in: land there, with what went wrong said on the page.
    const notice: SignInNotice = { notice: 'link-failed', message };
    return <Navigate to={signInPath(params.next)} replace state={notice} />;
  }
  if (message !== undefined && state.status === 'signed-in') {
    return (
      <AuthLayout
        title={t('auth.callback.failed')}
        footer={
          <>
            <Link to="/sign-in">{t('auth.signIn.title')}</Link>
            <Link to="/forgot-password">{t('auth.forgot.title')}</Link>
          </>
        }
      >
        <InlineAlert tone="danger">
          <p>{message}</p>
        </InlineAlert>
      </AuthLayout>
    );
  }
  if (params.kind === 'empty' && state.status === 'signed-in') return <Navigate to={params.next} replace />;
  return (
    <main className="app-page app-page--centered" aria-busy="true">
      <Spinner size="lg" label={t('auth.callback.signingIn')} />
    </main>
  );
}
