import { runInNewContext } from 'node:vm';
import { negotiateLocale } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import { firstLoadPreloadScript, screenPreloadScript, type FirstLoadFiles } from './first-load-preload';

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
  screens: [{ path: '^/w/[^/]+/b/[^/]+(/c/[^/]+)?/?$', script: '/assets/first-load-board-9.js' }],
};
const KEY = 'sb-127-auth-token';

interface Page {
  pathname: string;
  stored?: Record<string, string> | 'refused';
  languages?: readonly string[];
}

interface Added {
  tag: string;
  rel: string;
  as: string;
  href: string;
  src: string;
  crossOrigin: string | null;
  fetchPriority?: string;
}

/** Runs `script` on a page; returns the elements it added to the head. */
function run(script: string, { pathname, stored = {}, languages = ['en-GB'] }: Page): Added[] {
  const added: Added[] = [];
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'refused') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = {
    createElement: (tag: string): Added => ({ tag, rel: '', as: '', href: '', src: '', crossOrigin: null }),
    head: { appendChild: (element: Added) => added.push(element) },
  };
  runInNewContext(script, { location: { pathname }, localStorage, document, navigator: { languages } });
  return added;
}

/** Runs the first-load script on a page; returns the modules it asked for. */
function preloadsOn(page: Page): string[] {
  const links = run(firstLoadPreloadScript(FILES, KEY), page).filter((element) => element.tag === 'link');
  for (const link of links) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  return links.map((link) => link.href);
}

/** Runs the first-load script on a page; returns the screen scripts it added. */
function screenScriptsOn(page: Page): string[] {
  const scripts = run(firstLoadPreloadScript(FILES, KEY), page).filter((element) => element.tag === 'script');
  // Not behind the entry's modules, as an inserted script would otherwise be.
  for (const script of scripts) expect(script.fetchPriority).toBe('high');
  return scripts.map((script) => script.src);
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

  it('asks for a board’s own code at a board’s address (or a card’s on it), for someone who may be signed in', () => {
    const signedIn = { [KEY]: '{}' };
    const board = ['/assets/first-load-board-9.js'];
    expect(screenScriptsOn({ pathname: '/w/acme/b/123', stored: signedIn })).toEqual(board);
    expect(screenScriptsOn({ pathname: '/w/acme/b/123/c/456', stored: signedIn })).toEqual(board);
    expect(screenScriptsOn({ pathname: '/w/acme/b/123', stored: 'refused' })).toEqual(board);
    // Nobody signed in is sent to /sign-in: the board's code would be wasted.
    expect(screenScriptsOn({ pathname: '/w/acme/b/123' })).toEqual([]);
    for (const pathname of ['/', '/w/acme', '/w/acme/b/123/calendar', '/sign-in', '/w/acme/b/123/c/456/x'])
      expect(screenScriptsOn({ pathname, stored: signedIn }), pathname).toEqual([]);
  });
});

describe('screenPreloadScript', () => {
  it('asks for modules as Vite does and for style sheets as styles', () => {
    const added = run(screenPreloadScript(['/assets/BoardPage-1.js', '/assets/BoardPage-2.css']), {
      pathname: '/w/acme/b/123',
    });
    expect(added.map(({ tag, rel, as, href, crossOrigin }) => ({ tag, rel, as, href, crossOrigin }))).toEqual(
      [
        { tag: 'link', rel: 'modulepreload', as: '', href: '/assets/BoardPage-1.js', crossOrigin: '' },
        { tag: 'link', rel: 'preload', as: 'style', href: '/assets/BoardPage-2.css', crossOrigin: '' },
      ],
    );
  });
});
