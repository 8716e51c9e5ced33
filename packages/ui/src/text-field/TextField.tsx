import { clsx } from 'clsx';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line input with optional hint and error text. */
export function TextField({
  label,
  description,
  error,
  hideLabel,
  required,
  id,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) => (
        <input className={clsx('tb-control', 'tb-text-field')} required={required} {...control} {...rest} />
      )}
    </Field>
  );
}
