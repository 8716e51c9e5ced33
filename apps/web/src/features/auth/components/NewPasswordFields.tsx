import { TextField } from '@teamboard/ui';
import type { NewPassword } from '../hooks/use-new-password';
import { passwordRulesId } from '../lib/new-password';
import { useT } from '@/shared/i18n';

export interface NewPasswordFieldsProps {
  fields: Pick<NewPassword, 'values' | 'errors' | 'update'>;
}

/** "New password" and "Repeat the new password", named so password managers offer to generate and save one. */
export function NewPasswordFields({ fields: { values, errors, update } }: NewPasswordFieldsProps) {
  const { t } = useT();
  return (
    <>
      <TextField
        label={t('auth.password.new')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        description={t(passwordRulesId)}
        required
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField
        label={t('auth.password.repeat')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={values.confirmation}
        onChange={update('confirmation')}
        error={errors.confirmation}
      />
    </>
  );
}
