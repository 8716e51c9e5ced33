import { setupI18n } from '@lingui/core';
import { loadUiMessages, type Locale } from '@teamboard/ui';
import { i18n } from './app-i18n';
import { messages as de } from './compiled/de';
import { messages as en } from './compiled/en';
import type { Translate } from './use-t';

const compiled = { en, de };

async function cataloguesOf(locale: Locale) {
  return { ...(await loadUiMessages(locale)), ...compiled[locale] };
}

/** For unit tests without a page: switches the app's i18n instance to `locale`'s real catalogues. */
export async function activateLocaleForTests(locale: Locale): Promise<void> {
  i18n.loadAndActivate({ locale, messages: await cataloguesOf(locale) });
}

/** For unit tests of plain functions: a translator over `locale`'s real catalogues. */
export async function translatorFor(locale: Locale): Promise<Translate> {
  const own = setupI18n({ locale, messages: { [locale]: await cataloguesOf(locale) } });
  return (id, values) => own._(id, values);
}
