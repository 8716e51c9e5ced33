import { TextField } from '@teamboard/ui';

export interface EmailFieldProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: string | undefined;
}

/** The account's email address, as the sign-in, sign-up and forgot-password forms ask for it. */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
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
