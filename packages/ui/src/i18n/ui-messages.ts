import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The library's compiled catalogues, loaded on demand so an app ships only the language it shows.
 * Load them into the app's i18n instance before the app's own messages, which may override them.
 */
export async function loadUiMessages(locale: Locale): Promise<Messages> {
  const module = locale === 'de' ? await import('./compiled/de') : await import('./compiled/en');
  return module.messages;
}
