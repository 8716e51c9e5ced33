import { useMutation } from '@tanstack/react-query';
import { signInWithProvider, type SignInProvider } from '@teamboard/sdk';
import { Button, InlineAlert } from '@teamboard/ui';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSignInProviders } from '../hooks/use-sign-in-providers';
import { callbackUrl } from '../lib/auth-links';
import { providerName } from '../lib/provider-name';

/**
 * Sign-in (and sign-up) through the providers the backend has switched on, none when it has
 * none. The browser leaves for the provider and comes back to /auth/callback, then to `next`.
 */
export function ProviderButtons({ next }: { next: string }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const providers = useSignInProviders();
  const start = useMutation({
    mutationFn: (provider: SignInProvider) =>
      signInWithProvider(client, { provider }, { redirectTo: callbackUrl(next) }),
  });
  if (!providers.data || providers.data.length === 0) return null;
  return (
    <section className="auth-providers" aria-labelledby="auth-providers-heading">
      <h2 id="auth-providers-heading" className="auth-providers__heading">
        {t('auth.providers.heading')}
      </h2>
      {start.error ? (
        <InlineAlert tone="danger">
          <p>{errorMessage(start.error)}</p>
        </InlineAlert>
      ) : null}
      <div className="auth-providers__buttons">
        {providers.data.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            loading={start.isPending && start.variables === provider}
            onClick={() => start.mutate(provider)}
          >
            {t('auth.providers.continueWith', { provider: providerName(t, provider) })}
          </Button>
        ))}
      </div>
    </section>
  );
}
