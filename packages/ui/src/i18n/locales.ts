/** The languages Teamboard speaks; adding one is adding its catalogue files and its tag here. */
export const supportedLocales = ['en', 'de'] as const;

export type Locale = (typeof supportedLocales)[number];

/** The source language: every catalogue is checked against the English one. */
export const sourceLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value);
}

/** The first supported language among the browser's preferences (`de-AT` picks `de`), else English. */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return sourceLocale;
}
