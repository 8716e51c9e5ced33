/** Query keys of the signed-in user's second factors and security log (account page, sign-in step). */
export const twoFactorKeys = {
  methods: () => ['two-factor', 'methods'] as const,
  securityLog: () => ['two-factor', 'security-log'] as const,
};
