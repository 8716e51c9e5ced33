import { isTeamboardError, type TeamboardErrorCode } from '@teamboard/sdk';
import type { AppMessageId } from './messages/en';
import type { Translate } from './use-t';

/** Each SDK error code's message in the catalogue: the SDK's own English text is never shown. */
export const errorMessageIds: { readonly [C in TeamboardErrorCode]: AppMessageId } = {
  'auth/invalid-credentials': 'error.auth.invalidCredentials',
  'auth/email-not-confirmed': 'error.auth.emailNotConfirmed',
  'auth/user-already-exists': 'error.auth.userAlreadyExists',
  'auth/weak-password': 'error.auth.weakPassword',
  'auth/session-expired': 'error.auth.sessionExpired',
  'auth/rate-limited': 'error.auth.rateLimited',
  validation: 'error.validation',
  'not-found': 'error.notFound',
  forbidden: 'error.forbidden',
  conflict: 'error.conflict',
  'limit-reached': 'error.limitReached',
  'payload-too-large': 'error.payloadTooLarge',
  'unsupported-file-type': 'error.unsupportedFileType',
  network: 'error.network',
  timeout: 'error.timeout',
  'realtime/disconnected': 'error.realtimeDisconnected',
  'function-failed': 'error.functionFailed',
  unknown: 'error.unknown',
};

/** Reasons precise enough to deserve their own message (the SDK documents them per call). */
const reasonMessageIds: Readonly<Partial<Record<string, AppMessageId>>> = {
  last_owner: 'error.lastOwner',
  last_board_admin: 'error.lastBoardAdmin',
  already_workspace_member: 'error.alreadyWorkspaceMember',
  not_on_board: 'error.notOnBoard',
  dependency_cycle: 'error.dependencyCycle',
  card_blocked: 'error.cardBlocked',
  mfa_factor_name_conflict: 'securityKey.error.nameTaken',
  webauthn_not_allowed: 'securityKey.error.notAllowed',
  webauthn_already_registered: 'securityKey.error.alreadyAdded',
  webauthn_unsupported: 'securityKey.error.unsupported',
  webauthn_refused: 'securityKey.error.refused',
};

/**
 * What to show for a failed request, in the active language: by the SDK's reason where the
 * catalogue has one, else by its code; never a raw backend error.
 */
export function translateError(t: Translate, error: unknown): string {
  if (!isTeamboardError(error)) return t('error.generic');
  const byReason = typeof error.reason === 'string' ? reasonMessageIds[error.reason] : undefined;
  return t(byReason ?? errorMessageIds[error.code]);
}
