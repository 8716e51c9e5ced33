import * as z from 'zod/mini';

/** The 6 digits an authenticator app shows (GoTrue's TOTP length); spaces a user types in between are dropped. */
export const totpCodeSchema = z
  .string({ error: 'Enter the 6-digit code from your authenticator app.' })
  .check(
    z.overwrite((value) => value.replace(/\s+/g, '')),
    z.minLength(1, { error: 'Enter the 6-digit code from your authenticator app.' }),
    z.regex(/^\d{6}$/, { error: 'The code is the 6 digits your authenticator app shows.' }),
  );

/** A factor's id as GoTrue issues it. */
export const factorIdSchema = z.string({ error: 'The factor id must be text.' }).check(
  z.trim(),
  z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    error: 'This is not a two-factor method of this account.',
  }),
);

export const enrollTotpInput = z.object({
  /** Tells several authenticators apart; unique per user when given (GoTrue refuses a repeated name). */
  friendlyName: z.optional(
    z
      .string({ error: 'The name must be text.' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'The name must not be empty.' }),
        z.maxLength(100, { error: 'The name is at most 100 characters.' }),
      ),
  ),
  /** Shown in the authenticator app above the code, before the account's email (the otpauth issuer). */
  issuer: z.optional(
    z
      .string({ error: 'The issuer must be text.' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'The issuer must not be empty.' }),
        z.maxLength(100, { error: 'The issuer is at most 100 characters.' }),
      ),
  ),
});

export const verifyTotpInput = z.object({ factorId: factorIdSchema, code: totpCodeSchema });

export const unenrollFactorInput = z.object({
  factorId: factorIdSchema,
  /** A current code: removing a verified factor needs an `aal2` session, which this code brings. */
  code: z.optional(totpCodeSchema),
});

/**
 * What the user calls a security key, so two keys can be told apart in /account. The messages
 * keep the shapes the app translates ("Name is required.").
 */
export const securityKeyNameSchema = z
  .string({ error: 'Name must be text.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Name is required.' }),
    z.maxLength(100, { error: 'Name must be at most 100 characters.' }),
  );

export const addSecurityKeyInput = z.object({
  /** Unique among the user's second factors (GoTrue refuses a repeated name). */
  friendlyName: securityKeyNameSchema,
});

/** Which security key to ask for: signing in with it, or confirming its removal. */
export const securityKeyInput = z.object({ factorId: factorIdSchema });

export type EnrollTotpInput = z.input<typeof enrollTotpInput>;
export type VerifyTotpInput = z.input<typeof verifyTotpInput>;
export type UnenrollFactorInput = z.input<typeof unenrollFactorInput>;
export type AddSecurityKeyInput = z.input<typeof addSecurityKeyInput>;
export type SecurityKeyInput = z.input<typeof securityKeyInput>;
