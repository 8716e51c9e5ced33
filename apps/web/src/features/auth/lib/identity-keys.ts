/** Query keys of the sign-in providers the backend offers and the signed-in user's identities. */
export const identityKeys = {
  providers: () => ['auth', 'sign-in-providers'] as const,
  identities: () => ['auth', 'identities'] as const,
  /** The provider the current token's session signed in through. */
  sessionProvider: (userId: string, tokenExpiresAt: number | undefined) =>
    ['auth', 'session-provider', userId, tokenExpiresAt ?? 0] as const,
};
