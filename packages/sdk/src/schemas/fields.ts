import * as z from 'zod/mini';
import {
  LABEL_COLORS,
  PASSWORD_BYTES,
  RESERVED_SLUGS,
  SLUG_PATTERN,
  TEXT_LIMITS,
  WIP_LIMIT,
} from '../constants';
import { boundedText, charLength, utf8Length } from './text';

/**
 * An id of any row. `guid` rather than `uuid` because Postgres accepts every
 * 8-4-4-4-12 hex string, not only RFC 9562 versions.
 */
export const idSchema = z.guid({ error: 'Must be an id.' });

/** Trimmed and lower-cased, so one address is one account (the database stores it lower-case). */
export const emailSchema = z.pipe(
  z.string({ error: 'Email must be text.' }).check(
    z.trim(),
    z.toLowerCase(),
    z.refine((value) => value.length > 0, { error: 'Email is required.', abort: true }),
    z.refine((value) => charLength(value) <= TEXT_LIMITS.email.max, {
      error: `Email must be at most ${String(TEXT_LIMITS.email.max)} characters.`,
      abort: true,
    }),
  ),
  z.email({ error: 'Enter a valid email address.' }),
);

/**
 * The password policy for new passwords. Not trimmed: a password is a secret,
 * and silently changing it would lock its owner out elsewhere.
 */
export const passwordSchema = z.string({ error: 'Password must be text.' }).check(
  z.refine((value) => utf8Length(value) >= PASSWORD_BYTES.min, {
    error: `Password must be at least ${String(PASSWORD_BYTES.min)} characters.`,
  }),
  z.refine((value) => utf8Length(value) <= PASSWORD_BYTES.max, {
    error: `Password must be at most ${String(PASSWORD_BYTES.max)} bytes long.`,
  }),
  z.refine((value) => /\p{L}/u.test(value), { error: 'Password must contain a letter.' }),
  z.refine((value) => /\p{Nd}/u.test(value), { error: 'Password must contain a digit.' }),
);

/** An existing password, checked only for presence: old accounts may predate today's policy. */
export const currentPasswordSchema = z
  .string({ error: 'Password must be text.' })
  .check(z.minLength(1, { error: 'Password is required.' }));

export const displayNameSchema = boundedText('Display name', TEXT_LIMITS.displayName);

export const workspaceNameSchema = boundedText('Workspace name', TEXT_LIMITS.workspaceName);

const reserved: ReadonlySet<string> = new Set(RESERVED_SLUGS);

export const workspaceSlugSchema = boundedText('Slug', TEXT_LIMITS.workspaceSlug).check(
  z.refine((value) => SLUG_PATTERN.test(value), {
    error: 'Use lower-case letters, digits and inner hyphens only.',
    abort: true,
  }),
  z.refine((value) => !reserved.has(value), { error: 'This slug is reserved.' }),
);

export const boardNameSchema = boundedText('Board name', TEXT_LIMITS.boardName);

export const boardDescriptionSchema = boundedText('Description', TEXT_LIMITS.boardDescription);

export const listNameSchema = boundedText('List name', TEXT_LIMITS.listName);

/** `null` clears the limit. */
export const wipLimitSchema = z.nullable(
  z
    .number({ error: 'WIP limit must be a number.' })
    .check(
      z.int({ error: 'WIP limit must be a whole number.' }),
      z.gte(WIP_LIMIT.min, { error: `WIP limit must be at least ${String(WIP_LIMIT.min)}.` }),
      z.lte(WIP_LIMIT.max, { error: `WIP limit must be at most ${String(WIP_LIMIT.max)}.` }),
    ),
);

export const cardTitleSchema = boundedText('Title', TEXT_LIMITS.cardTitle);

export const cardDescriptionSchema = boundedText('Description', TEXT_LIMITS.cardDescription);

export const checklistItemBodySchema = boundedText('Checklist item', TEXT_LIMITS.checklistItem);

export const checklistNameSchema = boundedText('Checklist name', TEXT_LIMITS.checklistName);

export const commentBodySchema = boundedText('Comment', TEXT_LIMITS.comment);

export const labelNameSchema = boundedText('Label name', TEXT_LIMITS.labelName);

export const labelColorSchema = z.enum(LABEL_COLORS, { error: 'Pick a colour from the palette.' });

/**
 * An instant with an explicit offset (`Z` or `±hh:mm`): a due date without a
 * zone would mean different moments to teammates in different places.
 */
export const dueAtSchema = z.pipe(
  z.string({ error: 'Due date must be text.' }).check(z.trim()),
  z.iso.datetime({ offset: true, error: 'Due date must be an ISO 8601 date-time.' }),
);

export const startAtSchema = z.pipe(
  z.string({ error: 'Start date must be text.' }).check(z.trim()),
  z.iso.datetime({ offset: true, error: 'Start date must be an ISO 8601 date-time.' }),
);

/** The database's rule too (`cards_start_at_check`); said here so a form learns it without a round trip. */
export const START_AFTER_DUE = 'A card cannot start after it is due.';

/** Position anchors for moves: the neighbours the item lands between, `null` at either end. */
export const neighbourIdSchema = z.optional(z.nullable(idSchema));

/** A page size from 1 to `page.max`, `page.default` when omitted. */
export function pageLimitSchema(page: { readonly default: number; readonly max: number }) {
  return z._default(
    z
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: 'Limit must be at least 1.' }),
        z.lte(page.max, { error: `Limit must be at most ${String(page.max)}.` }),
      ),
    page.default,
  );
}
