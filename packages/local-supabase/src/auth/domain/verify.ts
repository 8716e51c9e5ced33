import type { Queryable } from '../../db/database';
import type { ServiceContext } from '../../service-contract';
import { AuthError, validationFailed } from '../plumbing/errors';
import { clearToken, sameToken, sentAtColumn, tokenColumn, tokenHash, type TokenSlot } from './otp';
import { createSession, type AuthMethod, type SessionJson } from './sessions';
import { confirmEmail, findUserById, isBanned, type UserRow } from './users';
import { settleEmailIdentity } from './email-identity';

export const VERIFY_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change', 'email'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** The token columns each verify type may match, in GoTrue's order. */
const SLOTS: Record<VerifyType, TokenSlot[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  magiclink: ['recovery', 'confirmation'],
  recovery: ['recovery'],
  email: ['confirmation', 'recovery'],
  email_change: ['email_change_new', 'email_change_current'],
};

const METHOD: Record<VerifyType, AuthMethod> = {
  signup: 'otp',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email: 'otp',
  email_change: 'email_change',
};

export type VerifyOutcome =
  | { kind: 'session'; session: SessionJson; user: UserRow; pkce: boolean }
  | { kind: 'pkce'; authCode: string; user: UserRow }
  | { kind: 'message'; message: string };

export const expiredToken = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

export function parseVerifyType(type: string | undefined): VerifyType {
  if (!type) throw validationFailed('Verify requires a verification type');
  if (type === 'sms' || type === 'phone_change')
    throw new AuthError(422, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!(VERIFY_TYPES as readonly string[]).includes(type))
    throw validationFailed('Verify requires a verification type');
  return type as VerifyType;
}

async function findByToken(
  tx: Queryable,
  type: VerifyType,
  input: { tokenHash?: string; email?: string; otp?: string },
): Promise<{ user: UserRow; slot: TokenSlot; stored: string } | undefined> {
  for (const slot of SLOTS[type]) {
    const column = tokenColumn(slot);
    let candidates: UserRow[];
    let presented: string;
    if (input.tokenHash) {
      const bare = input.tokenHash.replace(/^pkce_/, '');
      presented = bare;
      ({ rows: candidates } = await tx.query<UserRow>(
        `select * from auth.users where ${column} in ($1::text, 'pkce_' || $1::text) and ${column} <> '' limit 1`,
        [bare],
      ));
    } else {
      const email = input.email!;
      // The new address's token is keyed on the new address, the current one's on the current address.
      const where = slot === 'email_change_new' ? 'lower(email_change) = $1' : 'lower(email) = $1';
      ({ rows: candidates } = await tx.query<UserRow>(`select * from auth.users where ${where} limit 1`, [
        email,
      ]));
      presented = tokenHash(email, input.otp!);
    }
    const user = candidates[0];
    const value = user ? user[column as keyof UserRow] : undefined;
    const stored = typeof value === 'string' ? value : '';
    if (user && sameToken(stored, presented)) return { user, slot, stored };
  }
  return undefined;
}

/**
 * Spends an emailed token (from a link or a typed code) and signs the user in.
 * A double-confirmed email change answers with a message after the first half.
 */
export async function verifyEmailToken(
  tx: Queryable,
  ctx: ServiceContext,
  type: VerifyType,
  input: { tokenHash?: string; email?: string; otp?: string; viaLink?: boolean },
  request: { userAgent?: string; ip?: string },
): Promise<VerifyOutcome> {
  const found = await findByToken(tx, type, input);
  if (!found) throw expiredToken();
  const { user, slot, stored } = found;
  const sentAt = user[sentAtColumn(slot) as keyof UserRow] as Date | null;
  const expiry = ctx.config.auth.email.otpExpiry;
  if (!sentAt || Date.now() - new Date(sentAt).getTime() > expiry * 1000) throw expiredToken();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  await clearToken(tx, user.id, slot);

  if (slot === 'email_change_new' || slot === 'email_change_current') {
    // GoTrue asks both addresses only when confirmations are on (without them one link is enough).
    const email = ctx.config.auth.email;
    const doubleConfirm = email.enableConfirmations && email.doubleConfirmChanges && !!user.email;
    const status = user.email_change_confirm_status ?? 0;
    if (doubleConfirm && status === 0) {
      await tx.query('update auth.users set email_change_confirm_status = 1 where id = $1', [user.id]);
      return {
        kind: 'message',
        message: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      };
    }
    const newEmail = user.email_change ?? '';
    await tx.query(
      `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
         email_change_confirm_status = 0, email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now()
       where id = $1`,
      [user.id, newEmail],
    );
    await tx.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
         updated_at = now()
       where user_id = $1 and provider = 'email'`,
      [user.id, newEmail],
    );
    await settleEmailIdentity(tx, user.id, newEmail);
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1
         and token_type in ('email_change_token_new', 'email_change_token_current')`,
      [user.id],
    );
  } else {
    // Following any emailed link proves the address, as GoTrue treats it.
    await confirmEmail(tx, user.id);
  }

  const fresh = (await findUserById(tx, user.id))!;
  if (stored.startsWith('pkce_')) {
    const { rows } = await tx.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
       returning auth_code`,
      [user.id, type === 'email' ? 'magiclink' : type],
    );
    if (rows[0] && input.viaLink) return { kind: 'pkce', authCode: rows[0].auth_code, user: fresh };
  }
  const session = await createSession(tx, ctx, fresh, METHOD[type], request);
  return { kind: 'session', session, user: fresh, pkce: stored.startsWith('pkce_') };
}
