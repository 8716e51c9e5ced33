import { TextField } from '@teamboard/ui';
import type { NewPassword } from '../hooks/use-new-password';
import { passwordRules } from '../lib/new-password';

export interface NewPasswordFieldsProps {
  fields: Pick<NewPassword, 'values' | 'errors' | 'update'>;
}

/** "New password" and "Repeat the new password", named so password managers offer to generate and save one. */
export function NewPasswordFields({ fields: { values, errors, update } }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="new-password"
        autoComplete="new-password"
        description={passwordRules}
        required
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <TextField
        label="Repeat the new password"
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
