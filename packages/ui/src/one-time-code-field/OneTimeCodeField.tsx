import { clsx } from 'clsx';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field';
import { useUiText } from '../i18n/use-ui-text';

export interface OneTimeCodeFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'pattern'
> {
  /** The digits typed so far (only digits ever reach it). */
  value: string;
  onValueChange: (digits: string) => void;
  /** How many digits the code has; 6 for authenticator apps. */
  length?: number;
  /** Defaults to the library's "Verification code". */
  label?: ReactNode;
  /** Defaults to "Enter the {length}-digit code". */
  description?: ReactNode;
  error?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A field for a one-time code (an authenticator app's, an emailed one): one
 * input, numeric keyboard on phones, the code offered by the browser's
 * autofill, spaces and dashes of a pasted code dropped.
 */
export function OneTimeCodeField({
  value,
  onValueChange,
  length = 6,
  label,
  description,
  error,
  id,
  className,
  autoComplete = 'one-time-code',
  ...rest
}: OneTimeCodeFieldProps) {
  const { t } = useUiText();
  const change = (event: ChangeEvent<HTMLInputElement>) =>
    onValueChange(event.target.value.replace(/\D/g, '').slice(0, length));
  return (
    <Field
      label={label ?? t('ui.oneTimeCode.label')}
      description={description ?? t('ui.oneTimeCode.description', { length })}
      error={error}
      required
      id={id}
      className={className}
    >
      {(control) => (
        <input
          className={clsx('tb-control', 'tb-text-field', 'tb-one-time-code')}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          // Wider than the code so a pasted "123 456" arrives whole before its spaces are dropped.
          maxLength={length * 2}
          spellCheck={false}
          required
          value={value}
          onChange={change}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
