import { checkNewPassword, type NewPasswordField } from '../lib/new-password';
import { useFormFields, type FormFields } from '@/shared/hooks/use-form-fields';
import { useT } from '@/shared/i18n';

export interface NewPassword extends FormFields<NewPasswordField> {
  /** The password to send, or undefined once the fields show what is wrong. */
  check: () => string | undefined;
}

/** A new password and its repeat, for the reset page and the account page. */
export function useNewPassword(): NewPassword {
  const { t } = useT();
  const fields = useFormFields<NewPasswordField>({ password: '', confirmation: '' });
  return {
    ...fields,
    check: () => {
      const check = checkNewPassword(fields.values, t('auth.password.mismatch'));
      fields.setErrors(check.ok ? {} : check.errors);
      return check.ok ? check.data : undefined;
    },
  };
}
