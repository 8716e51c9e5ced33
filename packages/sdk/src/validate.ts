import type { z } from 'zod';
import { mapZodError } from './errors/map-zod-error';

/**
 * Parses `input` with `schema` and returns the cleaned value (trimmed,
 * lower-cased, …), or throws a `validation` {@link TeamboardError} carrying
 * field-level issues, before any request is made.
 */
export function validate<S extends z.ZodType>(schema: S, input: z.input<S>): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw mapZodError(result.error);
  return result.data;
}
