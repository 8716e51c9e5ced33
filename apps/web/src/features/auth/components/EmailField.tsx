import { TextField } from '@teamboard/ui';
import { useT } from '@/shared/i18n';

export interface EmailFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/** The account's email address, as the sign-in, sign-up and forgot-password forms ask for it. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useT();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
