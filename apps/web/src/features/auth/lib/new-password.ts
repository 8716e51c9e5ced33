import { updatePasswordInput, validate } from '@teamboard/sdk';
import { checkForm, type FieldErrors, type FormCheck } from '@/shared/lib/form-errors';

export type NewPasswordField = 'password' | 'confirmation';

/** Shown under every field where someone chooses a password, so the rules are read before they are broken. */
export const passwordRules = 'At least 8 characters, with a letter and a digit.';

/**
 * The SDK's password rules first, then whether the repeat matches: a mismatch
 * is only worth reporting once the password itself is acceptable.
 */
export function checkNewPassword(
  values: Record<NewPasswordField, string>,
): FormCheck<string, NewPasswordField> {
  const check = checkForm<{ password: string }, NewPasswordField>(() =>
    validate(updatePasswordInput, { password: values.password }),
  );
  const errors: FieldErrors<NewPasswordField> = check.ok ? {} : { ...check.errors };
  if (errors.password === undefined && values.confirmation !== values.password) {
    errors.confirmation = 'The two passwords do not match.';
  }
  return check.ok && errors.confirmation === undefined
    ? { ok: true, data: check.data.password }
    : { ok: false, errors };
}
