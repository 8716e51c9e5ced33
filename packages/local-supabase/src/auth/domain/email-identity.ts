import type { Queryable } from '../../db/database';

/**
 * What GoTrue does once an address change is confirmed (or taken at once for
 * an anonymous user without email confirmations): a user without an email
 * identity gets one, verified, and an anonymous user becomes a permanent one.
 * Runs after the user's `email` holds the new address.
 */
export async function settleEmailIdentity(tx: Queryable, userId: string, email: string): Promise<void> {
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     select $1::text, $1::uuid,
            jsonb_build_object('sub', $1::text, 'email', lower($2::text), 'email_verified', true, 'phone_verified', false),
            'email', now(), now(), now()
      where not exists (select 1 from auth.identities where user_id = $1::uuid and provider = 'email')`,
    [userId, email],
  );
  // GoTrue's ConfirmEmailChange also confirms a user who never confirmed an address (every anonymous one).
  await tx.query(
    `update auth.users set is_anonymous = false, email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now()
     where id = $1 and is_anonymous`,
    [userId],
  );
}
