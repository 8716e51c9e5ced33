import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { linkIdentity, listIdentities, unlinkIdentity, type SignInProvider } from '@teamboard/sdk';
import { Button, InlineAlert, useToast } from '@teamboard/ui';
import { callbackUrl, identityKeys, providerName, useSignInProviders } from '@/features/auth';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';

/**
 * `/account`: the ways this person signs in. Linking leaves for the provider and comes back
 * here through /auth/callback; removing is offered while another way remains (the server
 * refuses the last one too).
 */
export function IdentitiesSection() {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const providers = useSignInProviders();
  const identities = useQuery({
    queryKey: identityKeys.identities(),
    queryFn: ({ signal }) => listIdentities(client, { signal }),
  });
  const onError = (failure: Error) =>
    toast({ variant: 'error', title: t('account.identities.failed'), description: errorMessage(failure) });
  const link = useMutation({
    mutationFn: (provider: SignInProvider) =>
      linkIdentity(client, { provider }, { redirectTo: callbackUrl('/account') }),
    onError,
  });
  const unlink = useMutation({
    mutationFn: (identityId: string) => unlinkIdentity(client, { identityId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.identities() }),
    onError,
  });

  const linked = new Set(identities.data?.map((identity) => identity.provider));
  const linkable = (providers.data ?? []).filter((provider) => !linked.has(provider));
  const only = identities.data?.length === 1;
  return (
    <section className="app-section" aria-labelledby="account-identities">
      <h2 id="account-identities">{t('account.identities.heading')}</h2>
      <p className="app-section__intro">{t('account.identities.intro')}</p>
      {identities.isError ? (
        <InlineAlert tone="danger" title={t('account.identities.loadError')}>
          <p>{errorMessage(identities.error)}</p>
        </InlineAlert>
      ) : null}
      {identities.data ? (
        <ul className="account-identities">
          {identities.data.map((identity) => {
            const name = providerName(t, identity.provider);
            return (
              <li key={identity.id} className="account-identities__item">
                <span>
                  <strong>{name}</strong>
                  {identity.email ? ` · ${identity.email}` : null}
                </span>
                {only ? (
                  <small>{t('account.identities.only')}</small>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={unlink.isPending && unlink.variables === identity.id}
                    onClick={() => unlink.mutate(identity.id)}
                  >
                    {t('account.identities.unlink', { provider: name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {linkable.length > 0 ? (
        <div className="app-form__actions">
          {linkable.map((provider) => (
            <Button
              key={provider}
              variant="secondary"
              loading={link.isPending && link.variables === provider}
              onClick={() => link.mutate(provider)}
            >
              {t('account.identities.link', { provider: providerName(t, provider) })}
            </Button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
