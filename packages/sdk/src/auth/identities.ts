import type { UserIdentity } from '@supabase/supabase-js';
import type { SignInProvider } from '../schemas/auth';

/** One way the user signs in: email (password or link) or a linked provider. */
export interface Identity {
  /** The identity's own id (GoTrue's `identity_id`), what {@link unlinkIdentity} takes. */
  readonly id: string;
  readonly provider: SignInProvider | 'email' | (string & {});
  /** The address the provider reported, if any. */
  readonly email: string | undefined;
  readonly createdAt: string | undefined;
  readonly lastSignInAt: string | undefined;
}

export function toIdentity(identity: UserIdentity): Identity {
  return {
    id: identity.identity_id,
    provider: identity.provider,
    email: typeof identity.identity_data?.email === 'string' ? identity.identity_data.email : undefined,
    createdAt: identity.created_at,
    lastSignInAt: identity.last_sign_in_at,
  };
}
