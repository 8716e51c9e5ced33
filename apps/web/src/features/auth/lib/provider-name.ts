import type { Translate } from '@/shared/i18n';

/** How a provider is named in buttons and in the account's list of identities. */
export function providerName(t: Translate, provider: string): string {
  switch (provider) {
    case 'github':
      return t('auth.providers.name.github');
    case 'google':
      return t('auth.providers.name.google');
    case 'keycloak':
      return t('auth.providers.name.keycloak');
    case 'email':
      return t('auth.providers.name.email');
    default:
      return provider;
  }
}
