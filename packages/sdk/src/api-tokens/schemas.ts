import * as z from 'zod/mini';
import { idSchema } from '../schemas/fields';

/** The database's rules for tokens (supabase/migrations/20261126140000_api_tokens.sql), checked before sending. */
export const API_TOKEN_LIMITS = {
  name: 100,
  /** A token expires within this many days of its creation. */
  lifetimeDays: 366,
  /** Tokens one person may have that are neither revoked nor expired. */
  activePerUser: 50,
  /** Boards one token may name (supabase/migrations/20261130300000_api_token_boards_and_bots.sql). */
  boards: 50,
} as const;

/** `tbk_` and 43 base64url characters (32 random bytes). */
export const API_TOKEN_PATTERN = /^tbk_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const apiTokenSchema = z
  .string({ error: 'The API token must be text.' })
  .check(z.trim(), z.regex(API_TOKEN_PATTERN, { error: 'This is not a Teamboard API token (tbk_…).' }));

export const createApiTokenInput = z.object({
  workspaceId: idSchema,
  name: z.string({ error: 'Name must be text.' }).check(
    z.trim(),
    z.minLength(1, { error: 'Give the token a name.' }),
    z.maxLength(API_TOKEN_LIMITS.name, {
      error: `Name must be at most ${String(API_TOKEN_LIMITS.name)} characters.`,
    }),
  ),
  scope: z.enum(API_TOKEN_SCOPES, { error: 'The scope is read or write.' }),
  /** When it stops working: after now, within a year. */
  expiresAt: z.date({ error: 'expiresAt must be a date.' }).check(
    z.refine((date) => !Number.isNaN(date.getTime()) && date.getTime() > Date.now(), {
      error: 'The expiry must be in the future.',
      abort: true,
    }),
    z.refine((date) => date.getTime() <= Date.now() + API_TOKEN_LIMITS.lifetimeDays * 86_400_000, {
      error: 'A token expires within a year.',
    }),
  ),
  /** Only these boards of the workspace (each one you may see); every board when left out. */
  boardIds: z.optional(
    z.array(idSchema).check(
      z.minLength(1, { error: 'Name at least one board, or leave boardIds out for every board.' }),
      z.maxLength(API_TOKEN_LIMITS.boards, {
        error: `A token names at most ${String(API_TOKEN_LIMITS.boards)} boards.`,
      }),
    ),
  ),
  /** Act as the workspace's bot, named after the token, rather than as you (workspace owners and admins). */
  asBot: z.optional(z.boolean({ error: 'asBot must be true or false.' })),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

/** The body of the `api-token-session` edge function. */
export const apiTokenSessionInput = z.object({ token: apiTokenSchema });
export type ApiTokenSessionInput = z.output<typeof apiTokenSessionInput>;
