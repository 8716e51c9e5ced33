import * as z from 'zod/mini';

/**
 * Counts Unicode code points, as Postgres `char_length` does. `String#length`
 * counts UTF-16 units and would reject a 50-character name with emoji that the
 * database accepts.
 */
export function charLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

/** Bytes of the UTF-8 encoding: what bcrypt and the 72-byte password limit see. */
export function utf8Length(value: string): number {
  return new TextEncoder().encode(value).length;
}

/** A trimmed string whose length in characters lies in `[min, max]`. */
export function boundedText(label: string, bounds: { readonly min: number; readonly max: number }) {
  const { min, max } = bounds;
  const tooShort =
    min <= 1 ? `${label} is required.` : `${label} must be at least ${String(min)} characters.`;
  return z.string({ error: `${label} must be text.` }).check(
    z.trim(),
    z.refine((value) => charLength(value) >= min, { error: tooShort, abort: true }),
    z.refine((value) => charLength(value) <= max, {
      error: `${label} must be at most ${String(max)} characters.`,
    }),
  );
}
