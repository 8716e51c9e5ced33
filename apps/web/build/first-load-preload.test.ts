import { runInNewContext } from 'node:vm';
import { negotiateLocale } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import { firstLoadPreloadScript, type FirstLoadFiles } from './first-load-preload';

const FILES: FirstLoadFiles = {
  services: ['/assets/services-abc.js', '/assets/chunk-def.js'],
  catalogues: {
    en: {
      firstScreen: ['/assets/en.first-screen-1.js', '/assets/en.core-2.js'],
      whole: ['/assets/en-3.js', '/assets/en-4.js'],
    },
    de: {
      firstScreen: ['/assets/de.first-screen-5.js', '/assets/de.core-6.js'],
      whole: ['/assets/de-7.js', '/assets/de-8.js'],
    },
  },
};
const KEY = 'sb-127-auth-token';

interface Page {
  pathname: string;
  stored?: Record<string, string> | 'refused';
  languages?: readonly string[];
}

/** Runs the script on a page; returns the links it added. */
function preloadsOn({ pathname, stored = {}, languages = ['en-GB'] }: Page): string[] {
  const added: { rel: string; href: string; crossOrigin: string | null }[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'refused') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  };
  runInNewContext(firstLoadPreloadScript(FILES, KEY), {
    location: { pathname },
    localStorage,
    document,
    navigator: { languages },
  });
  for (const link of added) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  return added.map((link) => link.href);
}

const whole = [...FILES.catalogues.en.whole, ...FILES.services];

describe('firstLoadPreloadScript', () => {
  it('asks for the services with the page on every screen but a signed-out /sign-in', () => {
    expect(preloadsOn({ pathname: '/sign-in' })).toEqual(FILES.catalogues.en.firstScreen);
    expect(preloadsOn({ pathname: '/sign-in', stored: { [KEY]: '{}' } })).toEqual([
      ...FILES.catalogues.en.firstScreen,
      ...FILES.services,
    ]);
    expect(preloadsOn({ pathname: '/w/acme/b/123' })).toEqual(whole);
    expect(preloadsOn({ pathname: '/' })).toEqual(whole);
    expect(preloadsOn({ pathname: '/sign-up' })).toEqual(whole);
  });

  it('asks for them when storage cannot be read, as the app then waits for supabase-js', () => {
    expect(preloadsOn({ pathname: '/sign-in', stored: 'refused' })).toEqual([
      ...FILES.catalogues.en.firstScreen,
      ...FILES.services,
    ]);
  });

  it('reads only the session key it was built for', () => {
    expect(preloadsOn({ pathname: '/sign-in', stored: { 'sb-other-auth-token': '{}' } })).toEqual(
      FILES.catalogues.en.firstScreen,
    );
  });

  it('picks the language the app will show, as negotiateLocale does', () => {
    for (const languages of [
      ['de-AT', 'en'],
      ['fr-FR', 'DE'],
      ['en-US', 'de'],
      ['fr', 'es'],
      [],
      ['x-klingon', 'de-CH-1996'],
    ]) {
      const locale = negotiateLocale(languages);
      expect(preloadsOn({ pathname: '/sign-in', languages }), languages.join()).toEqual(
        FILES.catalogues[locale].firstScreen,
      );
      expect(preloadsOn({ pathname: '/', languages }).slice(0, 2), languages.join()).toEqual(
        FILES.catalogues[locale].whole,
      );
    }
  });
});
