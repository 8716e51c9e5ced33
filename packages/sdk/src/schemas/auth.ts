import * as z from 'zod/mini';
import { currentPasswordSchema, displayNameSchema, emailSchema, idSchema, passwordSchema } from './fields';

export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: displayNameSchema,
});

export const signInWithPasswordInput = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});

export const signInWithMagicLinkInput = z.object({ email: emailSchema });

export const requestPasswordResetInput = z.object({ email: emailSchema });

/** Used for the recovery flow and for changing the password of a signed-in user. */
/** The code `reauthenticate` emails (GoTrue's OTP: 6 to 10 digits), surrounding spaces ignored. */
export const reauthenticationCodeSchema = z
  .string({ error: 'Enter the code from the email.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Enter the code from the email.' }),
    z.regex(/^\d{6,10}$/, { error: 'The code is the 6 digits from the email.' }),
  );

export const updatePasswordInput = z.object({
  password: passwordSchema,
  /** Needed when the project asks for secure password changes and the session is not recent. */
  nonce: z.optional(reauthenticationCodeSchema),
});

export const updateEmailInput = z.object({ email: emailSchema });

export const updateProfileInput = z.object({ displayName: displayNameSchema });

/** The languages a profile may choose (the `profiles.locale` CHECK); `null` follows the browser. */
export const PROFILE_LOCALES = ['en', 'de'] as const;
export type ProfileLocale = (typeof PROFILE_LOCALES)[number];

export const updateProfileLocaleInput = z.object({ locale: z.nullable(z.enum(PROFILE_LOCALES)) });

export type SignUpInput = z.output<typeof signUpInput>;
export type SignInWithPasswordInput = z.output<typeof signInWithPasswordInput>;
export type SignInWithMagicLinkInput = z.output<typeof signInWithMagicLinkInput>;
export type RequestPasswordResetInput = z.output<typeof requestPasswordResetInput>;
export type UpdatePasswordInput = z.output<typeof updatePasswordInput>;
export type UpdateEmailInput = z.output<typeof updateEmailInput>;
export type UpdateProfileInput = z.output<typeof updateProfileInput>;
export type UpdateProfileLocaleInput = z.output<typeof updateProfileLocaleInput>;

/**
 * The sign-in providers Teamboard offers besides email: GitHub, Google, and a company's own
 * OpenID Connect provider, which Supabase Auth calls `keycloak` (any issuer laid out as Keycloak).
 */
export const SIGN_IN_PROVIDERS = ['github', 'google', 'keycloak'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS, {
  error: 'Choose GitHub, Google or your organisation’s sign-in.',
});
export const providerInput = z.object({ provider: signInProviderSchema });
export const unlinkIdentityInput = z.object({ identityId: idSchema });

/** What `/auth/v1/settings` says about providers; other fields are ignored. */
export const authSettingsSchema = z.object({
  external: z.record(z.string(), z.boolean()),
});

export type ProviderInput = z.output<typeof providerInput>;
export type UnlinkIdentityInput = z.output<typeof unlinkIdentityInput>;
