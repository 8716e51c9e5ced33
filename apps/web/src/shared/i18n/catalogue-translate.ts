import { setupI18n } from '@lingui/core';
import type { Locale } from '@teamboard/ui';
import { messages as de } from './compiled/de';
import { messages as en } from './compiled/en';
import type { Translate } from './use-t';

/**
 * A translator over the app's real compiled catalogues in one language, for tests of the board's
 * text-making functions (a missing id shows as the id itself, so a test would see it).
 */
export function catalogueTranslate(locale: Locale): Translate {
  const i18n = setupI18n({ locale, messages: { en, de } });
  return (id, values) => i18n._(id, values);
}
