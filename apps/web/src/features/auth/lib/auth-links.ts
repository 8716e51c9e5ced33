import { DEFAULT_NEXT_PATH } from './safe-next-path';

/**
 * The address email links come back to: `/auth/callback` on this origin,
 * carrying where to go afterwards. The backend only honours redirect URLs on
 * its allow-list (`site_url`, `additional_redirect_urls`).
 */
export function callbackUrl(
  next: string = DEFAULT_NEXT_PATH,
  origin: string = window.location.origin,
): string {
  const url = new URL('/auth/callback', origin);
  if (next !== DEFAULT_NEXT_PATH) url.searchParams.set('next', next);
  return url.toString();
}

/**
 * `/sign-in` remembering where the user was going; `next` is validated again
 * when read. `email` pre-fills the address (an invitation knows it).
 */
export function signInPath(next?: string, email?: string): string {
  return authPath('/sign-in', next, email);
}

/** `/sign-up`, as {@link signInPath}. */
export function signUpPath(next?: string, email?: string): string {
  return authPath('/sign-up', next, email);
}

function authPath(path: string, next: string | undefined, email: string | undefined): string {
  const query = new URLSearchParams();
  if (next !== undefined && next !== DEFAULT_NEXT_PATH) query.set('next', next);
  if (email !== undefined && email !== '') query.set('email', email);
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** Router state telling /sign-in why it is shown when the user did not ask for it. */
export type SignInNotice =
  | { readonly notice: 'session-ended' }
  /** An email link (confirmation, magic link, recovery) that failed; `message` is ours, never the backend's. */
  | { readonly notice: 'link-failed'; readonly message: string };

export function isSignInNotice(value: unknown): value is SignInNotice {
  if (typeof value !== 'object' || value === null) return false;
  const notice = value as { notice?: unknown; message?: unknown };
  return (
    notice.notice === 'session-ended' ||
    (notice.notice === 'link-failed' && typeof notice.message === 'string')
  );
}
