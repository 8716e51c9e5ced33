import type { signInProvidersMessages } from './sign-in-providers.en';

/** Anmeldung über GitHub, Google oder den Anbieter der Organisation, und die Identitäten im Konto. */
export const signInProvidersMessagesDe: Record<keyof typeof signInProvidersMessages, string> = {
  'auth.providers.heading': 'Oder weiter mit',
  'auth.providers.continueWith': 'Weiter mit {provider}',
  'auth.providers.name.github': 'GitHub',
  'auth.providers.name.google': 'Google',
  'auth.providers.name.keycloak': 'Firmen-Anmeldung',
  'auth.providers.name.email': 'E-Mail',
  'auth.callback.providerEmailUnverified':
    'Dein Anbieter hat deine E-Mail-Adresse nicht bestätigt. Bestätige sie dort und melde dich dann erneut an.',
  'auth.callback.identityTaken': 'Dieses Konto ist bereits mit einem anderen Teamboard-Konto verknüpft.',
  'auth.callback.providerRetry':
    'Die Anmeldung hat zu lange gedauert oder wurde schon verwendet. Bitte versuche es erneut.',
  'account.identities.heading': 'Anmeldemöglichkeiten',
  'account.identities.intro':
    'Melde dich mit deiner E-Mail-Adresse oder einem verknüpften Konto an. Du kannst alle bis auf die letzte entfernen.',
  'account.identities.link': '{provider} verknüpfen',
  'account.identities.unlink': '{provider} entfernen',
  'account.identities.only': 'Deine einzige Anmeldemöglichkeit kann nicht entfernt werden.',
  'account.identities.loadError': 'Deine Anmeldemöglichkeiten konnten nicht geladen werden',
  'account.identities.failed': 'Deine Anmeldemöglichkeiten konnten nicht geändert werden',
};
