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

/**
 * Where each language's manifest is served. English keeps the name vite-plugin-pwa gives it (its
 * link is what the page starts with, before any language is chosen); the others sit beside it.
 */
export const manifestFileName = (locale: Locale): string =>
  locale === 'en' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;

/** The part of the document the manifest's link lives in (the page's `document`). */
type ManifestLinkHost = Pick<Document, 'querySelector'>;

/**
 * Points the page's `<link rel="manifest">` at the manifest of `locale`, so an install from now on
 * names and describes the app in the language the person sees it in. A page without the link (a
 * development server has no manifest) is left as it is.
 */
export function linkManifest(locale: Locale, host: ManifestLinkHost = document): void {
  host.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${manifestFileName(locale)}`);
}
