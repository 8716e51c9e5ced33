import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** Props a Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A hint under the label, read along with the control. */
  description?: ReactNode;
  /** Shown under the control and announced; marks the control invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Hides the label visually; it stays the control's accessible name. */
  hideLabel?: boolean;
  /** Pin the control's id, e.g. to point a test or another label at it. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, hint and error text wired to one form control. */
export function Field({
  label,
  description,
  error,
  required,
  hideLabel,
  id,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('tb-field', className)} data-invalid={error ? true : undefined}>
      <label htmlFor={controlId} className={clsx('tb-field__label', hideLabel && 'tb-visually-hidden')}>
        {label}
        {required ? (
          <span className="tb-field__required" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <p id={descriptionId} className="tb-field__description">
          {description}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <p id={errorId} className="tb-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
