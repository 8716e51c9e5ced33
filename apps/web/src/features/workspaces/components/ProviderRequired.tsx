import { useMutation } from '@tanstack/react-query';
import { signInWithProvider, type SignInProvider } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import { Link, useLocation } from 'react-router';
import { callbackUrl, providerName } from '@/features/auth';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

/**
 * Shown instead of a workspace that requires signing in through a provider to a member whose
 * session signed in another way. The server already shows them nothing inside it; this says
 * why and signs them in through the provider, back to the page they asked for.
 */
export function ProviderRequired({ name, provider }: { name: string; provider: SignInProvider }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const location = useLocation();
  const providerLabel = providerName(t, provider);
  useDocumentTitle(t('workspaces.providerRequired.title', { name, provider: providerLabel }));
  const start = useMutation({
    mutationFn: () =>
      signInWithProvider(
        client,
        { provider },
        { redirectTo: callbackUrl(location.pathname + location.search) },
      ),
  });
  return (
    <main className="app-page app-page--centered">
      <h1>{t('workspaces.providerRequired.title', { name, provider: providerLabel })}</h1>
      <p>{t('workspaces.providerRequired.why', { provider: providerLabel })}</p>
      {start.error ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(start.error)}</p>
        </InlineAlert>
      ) : null}
      <p>
        <Button loading={start.isPending} onClick={() => start.mutate()}>
          {t('workspaces.providerRequired.action', { provider: providerLabel })}
        </Button>
      </p>
      <p>
        <Link to="/workspaces">{t('workspaces.providerRequired.back')}</Link>
      </p>
    </main>
  );
}
