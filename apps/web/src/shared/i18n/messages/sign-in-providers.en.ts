/** Sign-in through GitHub, Google or the organisation's provider, and the identities on /account. */
export const signInProvidersMessages = {
  'auth.providers.heading': 'Or continue with',
  'auth.providers.continueWith': 'Continue with {provider}',
  'auth.providers.name.github': 'GitHub',
  'auth.providers.name.google': 'Google',
  'auth.providers.name.keycloak': 'company sign-in',
  'auth.providers.name.email': 'Email',
  'auth.callback.providerEmailUnverified':
    'Your provider has not verified your email address. Verify it there, then sign in again.',
  'auth.callback.identityTaken': 'That account is already linked to another Teamboard account.',
  'auth.callback.providerRetry': 'The sign-in took too long or was already used. Please try again.',
  'account.identities.heading': 'Ways to sign in',
  'account.identities.intro':
    'Sign in with your email or with a linked account. You can remove any of them but the last.',
  'account.identities.link': 'Link {provider}',
  'account.identities.unlink': 'Remove {provider}',
  'account.identities.only': 'Your only way to sign in cannot be removed.',
  'account.identities.loadError': 'Could not load your ways to sign in',
  'account.identities.failed': 'Could not change your ways to sign in',
} as const;
