import { setupI18n } from '@lingui/core';
import { loadUiMessages, type Locale } from '@teamboard/ui';
// Not `app-manifest`: its words in every language stay out of the app's entry.
import { linkManifest } from './manifest-link';

/** The app's one i18n instance: the component library's messages, then the app's (which may override them). */
export const i18n = setupI18n();

/**
 * `first-screen`: what the screens that show before the data services say (see
 * `first-screen-messages.ts`, and the library's `core` part); `all`: the whole catalogues.
 */
export type CataloguePart = 'first-screen' | 'all';

async function loadAppMessages(locale: Locale, part: CataloguePart) {
  // Each import spelled out, so the bundler makes each file a chunk of its own.
  if (part === 'first-screen') {
    const module =
      locale === 'de'
        ? await import('./compiled/de.first-screen')
        : await import('./compiled/en.first-screen');
    return module.messages;
  }
  const module = locale === 'de' ? await import('./compiled/de') : await import('./compiled/en');
  return module.messages;
}

/** Languages whose whole catalogues are loaded. */
const loadedWhole = new Set<Locale>();
/** The language asked for last, and its switch while under way. */
let wanted: { locale: Locale; switched: Promise<void> } | undefined;

/**
 * Loads a language's catalogues (only that language's are fetched) and switches the app to it.
 * Loaded messages are added to what the language already has; the app overrides none of the
 * library's, so the order in which the two parts arrive does not matter.
 */
export function activateLocale(locale: Locale, part: CataloguePart = 'all'): Promise<void> {
  const switched = switchTo(locale, part);
  wanted = { locale, switched };
  return switched;
}

async function switchTo(locale: Locale, part: CataloguePart): Promise<void> {
  if (i18n.locale === locale && (part === 'first-screen' || loadedWhole.has(locale))) return;
  const [ui, app] = await Promise.all([
    loadUiMessages(locale, part === 'all' ? 'all' : 'core'),
    loadAppMessages(locale, part),
  ]);
  i18n.load(locale, { ...ui, ...app });
  if (part === 'all') loadedWhole.add(locale);
  // Another language was asked for meanwhile: it is the one to show.
  if (i18n.locale === locale || wanted?.locale !== locale) return;
  i18n.activate(locale);
  document.documentElement.lang = locale;
  // Installing the app from now on names and describes it in this language.
  linkManifest(locale);
}

/**
 * The whole catalogues of the language the app is switching to or shows, for the screens that
 * show once the data services have loaded (which load them alongside).
 */
export async function loadWholeCatalogues(): Promise<void> {
  if (wanted === undefined) return;
  await wanted.switched.catch(() => undefined);
  await activateLocale(wanted.locale, 'all');
}
