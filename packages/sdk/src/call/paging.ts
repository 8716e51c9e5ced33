import * as z from 'zod/mini';
import { TeamboardError } from '../errors/teamboard-error';
import type { CallOptions } from './call-options';

/**
 * A position in a paged list, as a page's `nextCursor` gives it. Opaque: pass
 * it back unchanged to the same call with the same list (the same board,
 * card, filter) to get the page after it. A cursor from another list, or one
 * that was altered, is refused with `validation` (issue path `cursor`).
 */
export type PageCursor = string;

/** One page of a list: its items in the list's order, and where the next page starts. */
export interface Page<T> {
  readonly items: T[];
  /** `null` on the last page; otherwise pass it as `cursor` to get the next one. */
  readonly nextCursor: PageCursor | null;
}

/** How many items a page holds when `limit` is not given, and the most it may ask for. */
export const PAGE_SIZE = { default: 50, max: 100 } as const;

/** What every paged call takes besides its own filters: {@link CallOptions}, `limit` and `cursor`. */
export interface PageOptions extends CallOptions {
  /** Items per page, 1–100; 50 by default. */
  readonly limit?: number | undefined;
  /** The previous page's `nextCursor`; omit (or `null`) for the first page. */
  readonly cursor?: PageCursor | null | undefined;
}

/** Long enough for any key the SDK writes; anything longer is not one of ours. */
const CURSOR_MAX_LENGTH = 1000;

export const pageOptionsSchema = z.object({
  limit: z._default(
    z
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: 'Limit must be at least 1.' }),
        z.lte(PAGE_SIZE.max, { error: `Limit must be at most ${String(PAGE_SIZE.max)}.` }),
      ),
    PAGE_SIZE.default,
  ),
  cursor: z.optional(
    z.nullable(
      z
        .string({ error: 'A cursor is a string from a page’s nextCursor.' })
        .check(z.maxLength(CURSOR_MAX_LENGTH, { error: 'This is not a cursor from this list.' })),
    ),
  ),
});

const CURSOR_VERSION = 1;

const envelopeSchema = z.object({
  v: z.literal(CURSOR_VERSION),
  s: z.string(),
  k: z.array(z.union([z.string(), z.number()])),
});

function invalidCursor(): TeamboardError {
  const message = 'This is not a cursor from this list: start again from the first page.';
  return new TeamboardError({
    code: 'validation',
    message,
    reason: 'cursor',
    issues: [{ path: ['cursor'], message }],
  });
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) throw invalidCursor();
  const binary = atob(encoded.replaceAll('-', '+').replaceAll('_', '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/**
 * The cursor after an item: the list it belongs to (`scope`, e.g.
 * `cards:<boardId>:active`) and the item's sort key. Not signed: it only says
 * where to continue, and every page is read under the caller's own row-level
 * security, so a forged one can show nothing the caller could not list anyway.
 */
export function encodeCursor(scope: string, key: readonly (string | number)[]): PageCursor {
  return toBase64Url(JSON.stringify({ v: CURSOR_VERSION, s: scope, k: key }));
}

/**
 * The sort key in `cursor`, checked against `keySchema`; `validation`
 * (reason `cursor`) for anything else: not base64url JSON, another version,
 * another list's cursor, a key of the wrong shape.
 */
export function decodeCursor<S extends z.core.$ZodType>(
  cursor: PageCursor,
  scope: string,
  keySchema: S,
): z.output<S> {
  let envelope: unknown;
  try {
    envelope = JSON.parse(fromBase64Url(cursor));
  } catch {
    throw invalidCursor();
  }
  const parsed = z.safeParse(envelopeSchema, envelope);
  if (!parsed.success || parsed.data.s !== scope) throw invalidCursor();
  const key = z.safeParse(keySchema, parsed.data.k);
  if (!key.success) throw invalidCursor();
  return key.data;
}

/**
 * A PostgREST `or` filter keeping the rows after `values` in ascending
 * `columns` order: `(a > x) or (a = x and b > y) or …`. Every value must have
 * been validated (a uuid, a number, a timestamp), so none can break out of
 * the filter.
 */
export function keysetAfter(columns: readonly string[], values: readonly (string | number)[]): string {
  return columns
    .map((column, at) => {
      const equal = columns.slice(0, at).map((previous, i) => `${previous}.eq.${String(values[i])}`);
      const after = `${column}.gt.${String(values[at])}`;
      return equal.length === 0 ? after : `and(${[...equal, after].join(',')})`;
    })
    .join(',');
}

/**
 * A page from `limit + 1` rows read in list order: the extra row, when there
 * is one, only says that another page follows, and the cursor points after
 * the last row kept.
 */
export function toPage<R, T>(
  rows: readonly R[],
  limit: number,
  scope: string,
  keyOf: (row: R) => readonly (string | number)[],
  toItem: (row: R) => T,
): Page<T> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(scope, keyOf(last)) : null,
  };
}

/**
 * Every item of a paged list, page after page, as an async iterator: pages
 * are read as the loop reaches them, and breaking out of the loop reads no
 * more.
 *
 * @example
 * for await (const card of paginate((cursor) => listCardsPage(client, boardId, { cursor }))) {
 *   console.log(card.title);
 * }
 *
 * @category Paging
 */
export async function* paginate<T>(
  loadPage: (cursor: PageCursor | undefined) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  let cursor: PageCursor | undefined;
  do {
    const page = await loadPage(cursor);
    yield* page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
