import type { Translate } from '@/shared/i18n';
import { safeNextPath } from './safe-next-path';

export type CallbackParams =
  | { readonly kind: 'code'; readonly code: string; readonly next: string }
  | { readonly kind: 'error'; readonly errorCode: string | undefined; readonly next: string }
  | { readonly kind: 'empty'; readonly next: string };

/**
 * Reads what an email link brought to `/auth/callback`. The backend reports
 * failures in the query (PKCE) and in the fragment (implicit flow); either is read.
 */
export function parseCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const next = safeNextPath(query.get('next'));
  const error = query.get('error') ?? fragment.get('error');
  if (error !== null) {
    const errorCode = query.get('error_code') ?? fragment.get('error_code') ?? undefined;
    return { kind: 'error', errorCode, next };
  }
  const code = query.get('code');
  if (code !== null && code.trim() !== '') return { kind: 'code', code, next };
  return { kind: 'empty', next };
}

/**
 * What to tell a user whose link failed. The backend's description is not
 * shown: it is written for developers, and the catalogue's words are ours.
 */
export function callbackErrorMessage(t: Translate, errorCode: string | undefined): string {
  switch (errorCode) {
    case 'otp_expired':
    case 'flow_state_expired':
    case 'flow_state_not_found':
      return t('auth.callback.expired');
    case 'access_denied':
      return t('auth.callback.refused');
    case 'provider_email_needs_verification':
      return t('auth.callback.providerEmailUnverified');
    case 'identity_already_exists':
      return t('auth.callback.identityTaken');
    case 'bad_oauth_state':
    case 'bad_oauth_callback':
    case 'flow_state_already_used':
      return t('auth.callback.providerRetry');
    default:
      return t('auth.callback.unusable');
  }
}
