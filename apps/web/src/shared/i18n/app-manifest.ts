import type { Locale } from '@teamboard/ui';
import { shellMessagesDe } from './messages/shell.de';
import { shellMessages } from './messages/shell.en';

/**
 * The installed app's own words, per language: its name under the icon and on the splash screen,
 * and the sentence an install dialog or store listing shows (from the catalogue). The build writes one web app manifest
 * per language from these (build/installable-app.ts); the page links the one of its language.
 */
export const APP_MANIFEST_TEXT = {
  en: {
    name: 'Teamboard',
    short_name: 'Teamboard',
    description: shellMessages['shell.manifest.description'],
  },
  de: {
    name: 'Teamboard',
    short_name: 'Teamboard',
    description: shellMessagesDe['shell.manifest.description'],
  },
} as const satisfies Record<Locale, { name: string; short_name: string; description: string }>;

export { linkManifest, manifestFileName } from './manifest-link';
