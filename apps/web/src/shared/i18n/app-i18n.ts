import { setupI18n } from '@lingui/core';
import { loadUiMessages, type Locale } from '@teamboard/ui';
import { linkManifest } from './app-manifest';

/** The app's one i18n instance: the component library's messages, then the app's (which may override them). */
export const i18n = setupI18n();

async function loadAppMessages(locale: Locale) {
  const module = locale === 'de' ? await import('./compiled/de') : await import('./compiled/en');
  return module.messages;
}

/** Loads a language's catalogues (only that language's are fetched) and switches the app to it. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const [ui, app] = await Promise.all([loadUiMessages(locale), loadAppMessages(locale)]);
  i18n.loadAndActivate({ locale, messages: { ...ui, ...app } });
  document.documentElement.lang = locale;
  // Installing the app from now on names and describes it in this language.
  linkManifest(locale);
}
