import { isTeamboardError, type TeamboardError } from '@teamboard/sdk';
import { i18n, translateError, translateIssue, type Translate } from '@/shared/i18n';

/** One message per field, keyed by the form's field names. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type FormCheck<Out, Field extends string> =
  { readonly ok: true; readonly data: Out } | { readonly ok: false; readonly errors: FieldErrors<Field> };

const translate: Translate = (id, values) => i18n._(id, values);

/**
 * What to show under a field for one of the SDK's issues, in the active language: its catalogue
 * message, else the error's general one (the SDK's English sentence is never shown).
 */
export function issueMessage(error: TeamboardError, message: string): string {
  return (
    translateIssue(translate, message) ??
    (error.code === 'validation' ? translate('validation.invalid') : translateError(translate, error))
  );
}

/** The first issue of each field of a `validation` error, in the active language; other errors have none. */
export function fieldErrorsOf<Field extends string>(error: TeamboardError): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== undefined && errors[field] === undefined)
      errors[field] = issueMessage(error, issue.message);
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
