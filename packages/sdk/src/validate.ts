import * as z from 'zod/mini';
import { en } from 'zod/locales';
import { mapZodError } from './errors/map-zod-error';

const english = /* @__PURE__ */ en().localeError;

/**
 * zod/mini sets no default messages, and the few issues our schemas give no
 * message of their own (an input that is not an object at all, an unknown
 * key) would read "Invalid input". These are full zod's English ones; passed
 * per parse rather than set globally so importing the SDK changes no zod
 * config, and skipped when the app configured messages itself.
 */
function fallbackMessage(issue: Parameters<typeof english>[0]) {
  const config = z.config();
  return config.customError || config.localeError ? undefined : english(issue);
}

/**
 * Parses `input` with `schema` and returns the cleaned value (trimmed,
 * lower-cased, …), or throws a `validation` {@link TeamboardError} carrying
 * field-level issues, before any request is made.
 *
 * @category Errors
 * @example
 * const input = validate(createCardInput, { listId, title: '  Write the spec ' }); // title trimmed
 */
export function validate<S extends z.core.$ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const result = z.safeParse(schema, input, { error: fallbackMessage });
  if (!result.success) throw mapZodError(result.error);
  return result.data;
}
