import * as z from 'zod/mini';
import { currentPasswordSchema, displayNameSchema, emailSchema, passwordSchema } from './fields';

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
