/** Query keys of the signed-in user's second factors (read by the account page and the sign-in step). */
export const twoFactorKeys = {
  methods: () => ['two-factor', 'methods'] as const,
};
