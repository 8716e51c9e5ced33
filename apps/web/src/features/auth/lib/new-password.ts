import { updatePasswordInput, validate } from '@teamboard/sdk';
import { checkForm, type FieldErrors, type FormCheck } from '@/shared/lib/form-errors';
import type { AppMessageId } from '@/shared/i18n';

export type NewPasswordField = 'password' | 'confirmation';

/** Shown under every field where someone chooses a password, so the rules are read before they are broken. */
export const passwordRulesId = 'auth.password.rules' satisfies AppMessageId;

/**
 * The SDK's password rules first, then whether the repeat matches: a mismatch
 * is only worth reporting once the password itself is acceptable.
 */
export function checkNewPassword(
  values: Record<NewPasswordField, string>,
  /** The mismatch message in the active language. */
  mismatch: string,
): FormCheck<string, NewPasswordField> {
  const check = checkForm<{ password: string }, NewPasswordField>(() =>
    validate(updatePasswordInput, { password: values.password }),
  );
  const errors: FieldErrors<NewPasswordField> = check.ok ? {} : { ...check.errors };
  if (errors.password === undefined && values.confirmation !== values.password) {
    errors.confirmation = mismatch;
  }
  return check.ok && errors.confirmation === undefined
    ? { ok: true, data: check.data.password }
    : { ok: false, errors };
}
