import { setupI18n, type I18n } from '@lingui/core';
import { messages as de } from './compiled/de';
import { messages as en } from './compiled/en';
import type { Locale } from './locales';

/** An i18n instance with the library's real compiled catalogues, for tests and stories. */
export function testI18n(locale: Locale, onMissing?: (locale: string, id: string) => string): I18n {
  return setupI18n({ locale, messages: { en, de }, missing: onMissing });
}
