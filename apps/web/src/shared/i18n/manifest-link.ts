import type { Locale } from '@teamboard/ui';

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
