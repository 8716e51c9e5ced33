import { randomUUID } from 'node:crypto';
import { isPgError, type Queryable } from '../../db/database';
import { AuthError, emailExists } from '../plumbing/errors';
import { factorJson, findFactors } from './factors';

/** A row of auth.users, as the service reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  is_sso_user: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    'select * from auth.users where lower(email) = $1 and is_sso_user = false',
    [email.toLowerCase()],
  );
  return rows[0];
}

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? undefined : new Date(value).toISOString();

/** The user JSON GoTrue returns: null timestamps omitted, `identities` always an array. */
export async function userJson(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await db.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  );
  const identities = rows.map((identity) => ({
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  }));
  const factors = await findFactors(db, user.id);
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    // GoTrue omits an empty list.
    factors: factors.length > 0 ? factors.map(factorJson) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

/** What GoTrue answers for a duplicate sign-up when it must not reveal that the address exists. */
export function obfuscatedUserJson(
  email: string,
  metadata: Record<string, unknown>,
): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export interface NewUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  invited?: boolean;
  role?: string;
  /**
   * Sign-up copies the identity's claims (`sub`, `email`, `email_verified`,
   * `phone_verified`) into user_metadata; GoTrue's admin routes (create user,
   * generate link) keep user_metadata to what the caller sent.
   */
  origin?: 'signup' | 'admin';
}

/**
 * Inserts the user and its email identity with plain SQL inside the caller's
 * transaction, so `after insert on auth.users` triggers from migrations run
 * and a failing trigger undoes everything.
 */
export async function insertUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  const id = input.id ?? randomUUID();
  const appMetadata = { provider: 'email', providers: ['email'], ...input.appMetadata };
  // Recent GoTrue copies the identity's data into user_metadata.
  const identityData = {
    ...input.userMetadata,
    sub: id,
    email: input.email,
    email_verified: input.origin === 'admin' ? false : input.confirmed,
    phone_verified: false,
  };
  const userMetadata =
    input.origin === 'admin'
      ? { ...input.userMetadata, ...(input.confirmed ? { email_verified: true } : {}) }
      : identityData;
  try {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (
         instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous
       ) values (
         '00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
         case when $5::boolean then now() end, case when $6::boolean then now() end,
         $7::jsonb, $8::jsonb, false, now(), now(), false
       ) returning *`,
      [
        id,
        input.role ?? 'authenticated',
        input.email,
        input.passwordHash ?? '',
        input.confirmed,
        input.invited ?? false,
        JSON.stringify(appMetadata),
        JSON.stringify(userMetadata),
      ],
    );
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [id, id, JSON.stringify(identityData)],
    );
    return rows[0]!;
  } catch (error) {
    if (isPgError(error) && error.code === '23505' && /users_(email|pkey)/.test(error.constraint ?? '')) {
      throw emailExists();
    }
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user', {}, error);
  }
}

/** GoTrue's anonymous user: no email, phone, password or identity, and empty app_metadata. */
export async function insertAnonymousUser(
  tx: Queryable,
  userMetadata: Record<string, unknown>,
): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, encrypted_password, raw_app_meta_data, raw_user_meta_data, is_super_admin,
       created_at, updated_at, is_anonymous
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', '', '{}'::jsonb, $2::jsonb,
       false, now(), now(), true
     ) returning *`,
    [randomUUID(), JSON.stringify(userMetadata)],
  );
  return rows[0]!;
}

/** Marks the address as verified on the user and its email identity. */
export async function confirmEmail(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb,
       updated_at = now()
     where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

/** GoTrue's bans: a `banned_until` in the future. */
export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}
