import { supportedLocales } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import { APP_MANIFEST_TEXT, linkManifest, manifestFileName } from './app-manifest';

/** A document with a manifest link, as far as `linkManifest` looks at it. */
function pageWithLink(href: string | undefined) {
  const attributes = new Map(href === undefined ? [] : [['href', href]]);
  const link = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const host = {
    querySelector: (selector: string) =>
      selector === 'link[rel="manifest"]' && href !== undefined ? link : null,
  } as unknown as Pick<Document, 'querySelector'>;
  return { link, host };
}

describe('the web app manifest of each language', () => {
  it('is served under a name of its own, English under the one the build links first', () => {
    expect(supportedLocales.map(manifestFileName)).toEqual([
      'manifest.webmanifest',
      'manifest.de.webmanifest',
    ]);
  });

  it('describes the app in German for German', () => {
    expect(APP_MANIFEST_TEXT.de.description).not.toBe(APP_MANIFEST_TEXT.en.description);
    expect(APP_MANIFEST_TEXT.de.description).toMatch(/^Das Kanban-Board deines Teams/);
  });

  it('is the one the page links once a language is active, and back again', () => {
    const { link, host } = pageWithLink('/manifest.webmanifest');
    linkManifest('de', host);
    expect(link.getAttribute('href')).toBe('/manifest.de.webmanifest');
    linkManifest('en', host);
    expect(link.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('leaves a page without a manifest link alone', () => {
    const { host } = pageWithLink(undefined);
    expect(() => linkManifest('de', host)).not.toThrow();
  });
});
