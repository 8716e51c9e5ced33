import { useState } from 'react';
import type { FieldErrors } from '../lib/form-errors';

export interface FormFields<Field extends string> {
  values: Record<Field, string>;
  errors: FieldErrors<Field>;
  setErrors: (errors: FieldErrors<Field>) => void;
  /** An `onChange` for the text input of `field`. */
  update: (field: Field) => (event: { target: { value: string } }) => void;
  /** Back to `initial` with no errors, e.g. after a successful submit or when a dialog closes. */
  reset: () => void;
}

/** The values and field errors of a form made of text inputs. */
export function useFormFields<Field extends string>(initial: Record<Field, string>): FormFields<Field> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  return {
    values,
    errors,
    setErrors,
    update: (field) => (event) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
    },
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}
