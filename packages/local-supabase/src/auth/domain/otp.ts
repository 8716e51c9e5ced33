import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** Which auth.users column holds a token, and its auth.one_time_tokens type. */
export type TokenSlot =
  'confirmation' | 'recovery' | 'email_change_new' | 'email_change_current' | 'reauthentication';

const COLUMN: Record<TokenSlot, string> = {
  confirmation: 'confirmation_token',
  recovery: 'recovery_token',
  email_change_new: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
  reauthentication: 'reauthentication_token',
};
const SENT_AT: Record<TokenSlot, string> = {
  confirmation: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  email_change_new: 'email_change_sent_at',
  email_change_current: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};
const ONE_TIME_TYPE: Record<TokenSlot, string> = {
  confirmation: 'confirmation_token',
  recovery: 'recovery_token',
  email_change_new: 'email_change_token_new',
  email_change_current: 'email_change_token_current',
  reauthentication: 'reauthentication_token',
};

export function tokenColumn(slot: TokenSlot): string {
  return COLUMN[slot];
}
export function sentAtColumn(slot: TokenSlot): string {
  return SENT_AT[slot];
}

/** A numeric code of the configured length (GoTrue's email OTP). */
export function generateOtp(length: number): string {
  let otp = '';
  for (let i = 0; i < length; i++) otp += String(randomInt(10));
  return otp;
}

/** GoTrue's stored form: hex(sha224(email + otp)); the email link carries this hash. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex');
}

export interface IssuedToken {
  otp: string;
  /** What goes in the link's `token` parameter (prefixed `pkce_` for PKCE flows). */
  hash: string;
}

/** Stores a fresh token in the user's column and in auth.one_time_tokens. */
export async function issueToken(
  tx: Queryable,
  userId: string,
  email: string,
  slot: TokenSlot,
  otpLength: number,
  pkce: boolean,
): Promise<IssuedToken> {
  const otp = generateOtp(otpLength);
  const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
  await tx.query(
    `update auth.users set ${COLUMN[slot]} = $2, ${SENT_AT[slot]} = now(), updated_at = now() where id = $1`,
    [userId, hash],
  );
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values (gen_random_uuid(), $1, $2::auth.one_time_token_type, $3, $4, now(), now())
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = now()`,
    [userId, ONE_TIME_TYPE[slot], hash, email],
  );
  return { otp, hash };
}

/** Spends a token: clears the column and its auth.one_time_tokens row. */
export async function clearToken(tx: Queryable, userId: string, slot: TokenSlot): Promise<void> {
  await tx.query(`update auth.users set ${COLUMN[slot]} = '', updated_at = now() where id = $1`, [userId]);
  await tx.query(
    `delete from auth.one_time_tokens where user_id = $1 and token_type = $2::auth.one_time_token_type`,
    [userId, ONE_TIME_TYPE[slot]],
  );
}

/** Compares a stored token with one presented, ignoring the `pkce_` marker. */
export function sameToken(stored: string | null, presented: string): boolean {
  if (!stored) return false;
  const strip = (t: string) => t.replace(/^pkce_/, '');
  return strip(stored) === strip(presented) && presented.length > 0;
}
