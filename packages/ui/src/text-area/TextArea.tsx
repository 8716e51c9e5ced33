import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { Field } from '../field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  /** Shows "n / max" under the field when `maxLength` is set. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input, resizable vertically only so the layout around it holds. */
export function TextArea({
  label,
  description,
  error,
  hideLabel,
  required,
  id,
  className,
  showCount,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const length = typeof rest.value === 'string' ? rest.value.length : undefined;
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
        <>
          <textarea
            className="tb-control tb-text-area"
            rows={rows}
            required={required}
            {...control}
            {...rest}
          />
          {showCount && rest.maxLength !== undefined && length !== undefined ? (
            <span className="tb-text-area__count" aria-live="polite">
              {length} / {rest.maxLength}
            </span>
          ) : null}
        </>
      )}
    </Field>
  );
}
