import { i18n, translateError } from '@/shared/i18n';

/**
 * What to show for a failed request: the catalogue's message for the SDK's error code, in the
 * active language, never a raw backend error. (Reads the app's one i18n instance, so plain
 * functions and hooks can call it too.)
 */
export function errorMessage(error: unknown): string {
  return translateError((id, values) => i18n._(id, values), error);
}
