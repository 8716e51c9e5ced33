import type { Messages } from '@lingui/core';
import type { Locale } from './locales';

/** `core`: only the primitives' messages (see `core-messages.ts`); `all`: the whole catalogue. */
export type UiCataloguePart = 'core' | 'all';

/**
 * The library's compiled catalogues, loaded on demand so an app ships only the language it shows
 * (and, for a first screen, only the part it needs). Load them into the app's i18n instance before
 * the app's own messages, which may override them.
 */
export async function loadUiMessages(locale: Locale, part: UiCataloguePart = 'all'): Promise<Messages> {
  // Each import spelled out, so the bundler makes each file a chunk of its own.
  if (part === 'core') {
    const module = locale === 'de' ? await import('./compiled/de.core') : await import('./compiled/en.core');
    return module.messages;
  }
  const module = locale === 'de' ? await import('./compiled/de') : await import('./compiled/en');
  return module.messages;
}
