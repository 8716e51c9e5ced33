import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ProjectConfig } from '../../project/project-config';
import { AuthError } from '../plumbing/errors';
import { findUserById, isBanned, type UserRow } from '../domain/users';
import type { ProviderEmail, ProviderUser } from './providers';

/**
 * An error GoTrue raises after keeping what the transaction wrote (`storage.NewCommitWithError`):
 * the account made for an unverified address stays, and the browser is told why it cannot sign in.
 */
export class CommitThenFail {
  constructor(readonly error: AuthError) {}
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  email: string | null;
  identity_data: Record<string, unknown>;
  created_at: Date;
}

/** GoTrue's callback: the primary address (else the last one) becomes the claims' email. */
export function settleEmailClaims(user: ProviderUser): ProviderUser {
  let chosen: ProviderEmail | undefined;
  for (const email of user.emails) {
    chosen = email;
    if (email.primary) break;
  }
  const claims: ProviderUser['claims'] = { ...user.claims, email_verified: chosen?.verified ?? false };
  if (chosen) claims.email = chosen.email;
  return { ...user, claims };
}

export async function insertIdentity(
  tx: Queryable,
  userId: string,
  provider: string,
  claims: ProviderUser['claims'],
): Promise<string> {
  const id = randomUUID();
  await tx.query(
    `insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4::jsonb, $5, now(), now(), now())`,
    [id, claims.sub, userId, JSON.stringify(claims), provider],
  );
  return id;
}

/** `UpdateUserMetaData`: keys of the identity's claims overwrite the user's. */
const mergeUserMetadata = (tx: Queryable, userId: string, claims: Record<string, unknown>) =>
  tx.query(
    `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
       updated_at = now() where id = $1`,
    [userId, JSON.stringify(claims)],
  );

/** `UpdateAppMetaDataProviders`: every provider the user has an identity with, oldest first. */
export async function refreshProviders(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users u set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_strip_nulls(
       jsonb_build_object('providers', coalesce(p.providers, '[]'::jsonb), 'provider', p.providers -> 0))
     from (select jsonb_agg(provider order by first) as providers
             from (select provider, min(created_at) as first from auth.identities where user_id = $1 group by provider) x
          ) p
     where u.id = $1`,
    [userId],
  );
}

/**
 * GoTrue's `createAccountFromExternalIdentity` with `DetermineAccountLinking`: the same provider
 * identity signs its user in; otherwise a verified address (any address when the project
 * autoconfirms) links to the one account holding it; otherwise a new account. An unverified
 * address that another account holds never reaches that account.
 */
export async function signInExternalIdentity(
  tx: Queryable,
  auth: ProjectConfig['auth'],
  provider: string,
  data: ProviderUser,
  emailOptional: boolean,
): Promise<UserRow | CommitThenFail> {
  const autoconfirm = !auth.email.enableConfirmations;
  const verified: string[] = [];
  let candidate: ProviderEmail = { email: '', verified: false, primary: false };
  for (const email of data.emails) {
    if (email.verified || autoconfirm) verified.push(email.email.toLowerCase());
    if (email.primary) candidate = { ...email, email: email.email.toLowerCase() };
  }
  const claims = data.claims;

  let user: UserRow;
  let identityId: string;
  const { rows: existing } = await tx.query<IdentityRow>(
    'select * from auth.identities where provider_id = $1 and provider = $2',
    [claims.sub, provider],
  );
  if (existing[0]) {
    // AccountExists: the identity's data follows the provider's latest answer. GoTrue writes
    // `identity_data` and `last_sign_in_at` back from the row it read, so the sign-in time and
    // `updated_at` stay as they were; the write itself is what a workspace's required-provider
    // rule records (supabase/migrations, workspace sign-in rules).
    identityId = existing[0].id;
    await tx.query(
      `update auth.identities set identity_data = $2::jsonb, last_sign_in_at = last_sign_in_at where id = $1`,
      [identityId, JSON.stringify(claims)],
    );
    user = (await findUserById(tx, existing[0].user_id))!;
    candidate = { ...candidate, email: user.email ?? '' };
    await mergeUserMetadata(tx, user.id, claims);
    await refreshProviders(tx, user.id);
  } else {
    let linkTo: UserRow | undefined;
    if (verified.length === 0) {
      // No verified address: a new account, and without the address if another account holds it.
      const { rows } = await tx.query(
        'select 1 from auth.users where lower(email) = $1 and is_sso_user = false',
        [candidate.email],
      );
      if (rows.length > 0) candidate = { ...candidate, email: '' };
    } else {
      const { rows: identities } = await tx.query<{ user_id: string }>(
        `select distinct user_id from auth.identities where email = any($1::text[]) and provider not like 'sso:%'`,
        [verified],
      );
      const { rows: users } = await tx.query<UserRow>(
        'select * from auth.users where lower(email) = any($1::text[]) and is_sso_user = false',
        [verified],
      );
      const owners = new Set([...identities.map((i) => i.user_id), ...users.map((u) => u.id)]);
      if (owners.size > 1) {
        throw new AuthError(
          500,
          'unexpected_failure',
          'Multiple accounts with the same email address in the same linking domain detected: default',
        );
      }
      const [owner] = owners;
      if (owner) linkTo = (await findUserById(tx, owner))!;
    }
    if (linkTo) {
      user = linkTo;
      identityId = await insertIdentity(tx, user.id, provider, claims);
      await mergeUserMetadata(tx, user.id, claims);
      await refreshProviders(tx, user.id);
    } else {
      if (!auth.enableSignup) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const { rows } = await tx.query<UserRow>(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
           raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous, is_sso_user)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '',
           $3::jsonb, $4::jsonb, false, now(), now(), false, false) returning *`,
        [
          randomUUID(),
          candidate.email === '' ? null : candidate.email,
          JSON.stringify({ provider, providers: [provider] }),
          JSON.stringify(claims),
        ],
      );
      user = rows[0]!;
      identityId = await insertIdentity(tx, user.id, provider, claims);
    }
  }

  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  const hasEmails = !(emailOptional && candidate.email === '');
  if (hasEmails && !user.email_confirmed_at) {
    await removeUnconfirmedIdentities(tx, user.id, identityId, provider);
    if (candidate.verified || autoconfirm) {
      await tx.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
        [user.id],
      );
    } else {
      // No confirmation mail is sent here (the local backend's deviation); GoTrue's wording for that case.
      return new CommitThenFail(
        new AuthError(
          422,
          'provider_email_needs_verification',
          `Unverified email with ${provider}. Verify the email with ${provider} in order to sign in`,
        ),
      );
    }
  }
  return (await findUserById(tx, user.id))!;
}

/**
 * GoTrue's `RemoveUnconfirmedIdentities`: an unconfirmed account that gains a provider identity
 * loses its password and other identities, so whoever registered the address first without
 * proving it holds no door into the account.
 */
async function removeUnconfirmedIdentities(
  tx: Queryable,
  userId: string,
  keepIdentityId: string,
  provider: string,
): Promise<void> {
  if (provider !== 'email' && provider !== 'phone') {
    await tx.query(`update auth.users set encrypted_password = '' where id = $1`, [userId]);
  }
  await tx.query(
    `update auth.users set raw_user_meta_data = (select identity_data from auth.identities where id = $2)
     where id = $1`,
    [userId, keepIdentityId],
  );
  await tx.query('delete from auth.identities where user_id = $1 and id <> $2', [userId, keepIdentityId]);
  await refreshProviders(tx, userId);
}

/** GoTrue's `linkIdentityToUser` (manual linking): the identity must not belong to anyone yet. */
export async function linkExternalIdentity(
  tx: Queryable,
  target: UserRow,
  provider: string,
  data: ProviderUser,
): Promise<UserRow | CommitThenFail> {
  const { rows } = await tx.query<{ user_id: string }>(
    'select user_id from auth.identities where provider_id = $1 and provider = $2',
    [data.claims.sub, provider],
  );
  if (rows[0]) {
    throw new AuthError(
      422,
      'identity_already_exists',
      rows[0].user_id === target.id
        ? 'Identity is already linked'
        : 'Identity is already linked to another user',
    );
  }
  await insertIdentity(tx, target.id, provider, data.claims);
  if (!target.email) {
    const email = typeof data.claims.email === 'string' ? data.claims.email.toLowerCase() : '';
    const { rows: taken } = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [
      email,
      target.id,
    ]);
    if (taken.length > 0) {
      throw new AuthError(400, 'email_exists', 'A user with this email address has already been registered');
    }
    await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
      target.id,
      email || null,
    ]);
    if (!data.claims.email_verified) {
      return new CommitThenFail(
        new AuthError(
          422,
          'email_not_confirmed',
          `Unverified email with ${provider}. A confirmation email has been sent to your ${provider} email`,
        ),
      );
    }
    await tx.query(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), is_anonymous = false
       where id = $1`,
      [target.id],
    );
  }
  await refreshProviders(tx, target.id);
  return (await findUserById(tx, target.id))!;
}

/**
 * GoTrue's `DeleteIdentity`: never the last identity; when the user's address was the removed
 * identity's, another identity's address takes its place (verified ones first).
 */
export async function unlinkIdentity(
  tx: Queryable,
  auth: ProjectConfig['auth'],
  user: UserRow,
  identityId: string,
): Promise<void> {
  const { rows: identities } = await tx.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at, id',
    [user.id],
  );
  if (identities.length <= 1) {
    throw new AuthError(
      422,
      'single_identity_not_deletable',
      'User must have at least 1 identity after unlinking',
    );
  }
  if (!identities.some((i) => i.id === identityId)) {
    throw new AuthError(422, 'identity_not_found', "Identity doesn't exist");
  }
  await tx.query('delete from auth.identities where id = $1', [identityId]);
  const remaining = identities.filter((i) => i.id !== identityId);
  const email = (user.email ?? '').toLowerCase();
  if (!remaining.some((i) => (i.email ?? '') === email)) {
    const rank = (i: IdentityRow) => (!i.email ? 2 : i.identity_data.email_verified === true ? 0 : 1);
    const ordered = [...remaining].sort((a, b) => rank(a) - rank(b));
    let promoted: IdentityRow | undefined;
    for (const identity of ordered) {
      const { rows } = await tx.query('select 1 from auth.users where lower(email) = $1 and id <> $2', [
        identity.email ?? '',
        user.id,
      ]);
      if (rows.length === 0) {
        promoted = identity;
        break;
      }
    }
    if (!promoted) {
      throw new AuthError(
        422,
        'email_conflict_identity_not_deletable',
        'Unable to unlink identity due to email conflict',
      );
    }
    const confirmed =
      !!promoted.email && (promoted.identity_data.email_verified === true || !auth.email.enableConfirmations);
    await tx.query(
      `update auth.users set email = $2, email_change = '', email_change_token_new = '', email_change_token_current = '',
         recovery_token = '', confirmation_token = '',
         email_confirmed_at = case when $3::boolean then email_confirmed_at end,
         raw_user_meta_data = case when $3::boolean then raw_user_meta_data
                                   else coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": false}'::jsonb end,
         updated_at = now()
       where id = $1`,
      [user.id, promoted.email || null, confirmed],
    );
  }
  await refreshProviders(tx, user.id);
}
