import type { Session, User } from '@supabase/supabase-js';
import { assuranceOf, type Assurance } from './assurance';

/**
 * The signed-in user as Teamboard sees it: supabase-js's `User` reduced to
 * what the product uses, so apps never depend on GoTrue's wire shape.
 */
export interface AuthUser {
  readonly id: string;
  /** The confirmed address; lower-case. */
  readonly email: string | undefined;
  /** An address change waiting for confirmation, if any. */
  readonly pendingEmail: string | undefined;
  /**
   * `user_metadata.display_name` (set at sign-up), else the provider's `full_name` or `name`, the
   * order the profile trigger names a new account by; the `profiles` row is the source of truth for others.
   */
  readonly displayName: string | undefined;
  readonly emailConfirmedAt: string | undefined;
  readonly createdAt: string;
}

export interface AuthSession {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** Unix seconds. */
  readonly expiresAt: number | undefined;
  readonly user: AuthUser;
  /** Two-factor state: `current` below `next` means the second factor is still to be entered. */
  readonly assurance: Assurance;
}

export function toAuthUser(user: User): AuthUser {
  const displayName = ['display_name', 'full_name', 'name']
    .map((key): unknown => user.user_metadata[key])
    .find((value) => typeof value === 'string' && value.trim() !== '');
  return {
    id: user.id,
    email: user.email || undefined,
    pendingEmail: user.new_email || undefined,
    displayName: typeof displayName === 'string' ? displayName.trim() : undefined,
    emailConfirmedAt: user.email_confirmed_at || undefined,
    createdAt: user.created_at,
  };
}

export function toAuthSession(session: Session): AuthSession {
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: session.expires_at,
    user: toAuthUser(session.user),
    assurance: assuranceOf(session),
  };
}
