import type { Queryable } from '../../db/database';
import { optionalString, type JsonObject } from '../plumbing/body';
import { AuthError, validationFailed } from '../plumbing/errors';
import { isBanned, type UserRow } from './users';
import { normalizeEmail } from '../plumbing/validate';
import { expiredToken } from './verify';

/**
 * POST /verify's parameters checked as GoTrue's `VerifyParams.Validate` checks
 * them (supabase/auth internal/api/verify.go), and its answer to a phone OTP.
 */

/** The verify types of a phone: an SMS sign-in or a phone change. */
const PHONE_TYPES = ['sms', 'phone_change'] as const;
type PhoneVerifyType = (typeof PHONE_TYPES)[number];
export const isPhoneVerifyType = (type: string): type is PhoneVerifyType =>
  (PHONE_TYPES as readonly string[]).includes(type);

export interface VerifyPost {
  type: string;
  tokenHash?: string;
  otp?: string;
  /** Lower-cased, when the token came with an email address. */
  email?: string;
  /** Without `+` and spaces, when the token came with a phone number. */
  phone?: string;
}

const E164 = /^[1-9][0-9]{1,14}$/;

/** GoTrue's `validatePhone` (internal/api/phone.go). */
function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!E164.test(digits)) throw validationFailed('Invalid phone number format (E.164 required)');
  return digits;
}

function validateEmail(email: string): string {
  try {
    return normalizeEmail(email);
  } catch {
    throw new AuthError(422, 'validation_failed', 'Invalid email format');
  }
}

/** An empty string is no value, as in GoTrue's Go structs. */
const given = (body: JsonObject, key: string) => optionalString(body, key) || undefined;

export function validateVerifyPost(body: JsonObject): VerifyPost {
  const type = given(body, 'type');
  if (!type) throw validationFailed('Verify requires a verification type');
  const tokenHash = given(body, 'token_hash');
  const otp = given(body, 'token');
  const email = given(body, 'email');
  const phone = given(body, 'phone');
  if ((tokenHash && otp) || (!tokenHash && !otp)) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  if (otp) {
    if (phone && !email) return { type, otp, phone: validatePhone(phone) };
    if (email && !phone) return { type, otp, email: validateEmail(email) };
    throw validationFailed('Only an email address or phone number should be provided on verify');
  }
  if (email || phone) throw validationFailed('Only the token_hash and type should be provided');
  return { type, tokenHash: tokenHash! };
}

/**
 * A phone OTP never verifies here: no SMS provider sends one, so no stored
 * token can match. GoTrue's answers to such a token: a banned user is
 * refused as banned, anyone else (or no one) as an expired token.
 */
export async function refusePhoneToken(db: Queryable, type: PhoneVerifyType, phone: string): Promise<never> {
  const column = type === 'sms' ? 'phone' : 'phone_change';
  const { rows } = await db.query<UserRow>(
    `select * from auth.users where ${column} = $1 and ${column} <> '' limit 1`,
    [phone],
  );
  const user = rows[0];
  if (user && isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  throw expiredToken();
}
