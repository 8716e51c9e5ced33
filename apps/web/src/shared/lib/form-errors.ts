import { isTeamboardError, type TeamboardError } from '@teamboard/sdk';

/** One message per field, keyed by the form's field names. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Out, Field extends string> =
  { readonly ok: true; readonly data: Out } | { readonly ok: false; readonly errors: FieldErrors<Field> };

/** The first issue of each field of a `validation` error; other errors have none. */
export function fieldErrorsOf<Field extends string>(error: TeamboardError): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as FieldErrors<Field>;
}

/**
 * Runs the SDK's `validate(schema, values)` for a form, so field errors show
 * before anything is sent and always agree with what the SDK would refuse.
 */
export function checkForm<Out, Field extends string>(parse: () => Out): FormCheck<Out, Field> {
  try {
    return { ok: true, data: parse() };
  } catch (error) {
    if (isTeamboardError(error) && error.code === 'validation') {
      return { ok: false, errors: fieldErrorsOf<Field>(error) };
    }
    throw error;
  }
}
