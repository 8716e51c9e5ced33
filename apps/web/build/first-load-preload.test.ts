import { runInNewContext } from 'node:vm';
import { idSchema } from '@teamboard/sdk';
import { negotiateLocale } from '@teamboard/ui';
import { describe, expect, it } from 'vitest';
import type { EarlyRequest } from '../src/app/early-request';
import { EARLY_REQUEST_GLOBAL } from '../src/app/first-load';
import { readViewSettings } from '@/features/board';
import {
  BOARD_VIEW_MODULES,
  BOARD_VIEW_PARAM,
  compactScript,
  firstLoadPreloadScript,
  screenPreloadScript,
  type FirstLoadFiles,
} from './first-load-preload';

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
  screens: [
    {
      path: '^/w/[^/]+/b/([^/]+)(/c/[^/]+)?/?$',
      script: '/assets/first-load-board-9.js',
    },
  ],
};
const KEY = 'sb-127-auth-token';
const BACKEND = { url: 'http://127.0.0.1:54321', key: 'public-anon-key' };

interface Page {
  pathname: string;
  search?: string;
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

interface Sent {
  url: string;
  init: { method: string; headers: Record<string, string>; body: string };
}

/** Runs `script` on a page; returns the elements it added to the head, the requests it sent and its window. */
function runOn(script: string, { pathname, search = '', stored = {}, languages = ['en-GB'] }: Page) {
  const added: Added[] = [];
  const sent: Sent[] = [];
  const window: Record<string, unknown> = {};
  const fetch = (url: string, init: Sent['init']) => {
    sent.push({ url, init });
    return Promise.reject(new TypeError('Failed to fetch'));
  };
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
  // As served: compacted (a comment left on a code line would end that code).
  runInNewContext(compactScript(script), {
    location: { pathname, search },
    localStorage,
    URLSearchParams,
    document,
    navigator: { languages },
    fetch,
    window,
    URL,
  });
  return { added, sent, window };
}

/** Runs `script` on a page; returns the elements it added to the head. */
function run(script: string, page: Page): Added[] {
  return runOn(script, page).added;
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

describe('screenPreloadScript: a board’s data asked for early', () => {
  const BOARD = '0b6c2a52-8f6e-4d8b-9a51-2f1d3c4e5a6b';
  const session = (expiresInS: number, token: unknown = 'the-access-token') => ({
    [KEY]: JSON.stringify({ access_token: token, expires_at: Math.floor(Date.now() / 1000) + expiresInS }),
  });
  const EARLY = {
    path: '^/w/[^/]+/b/([^/]+)(/c/[^/]+)?/?$',
    rpc: 'load_board',
    param: 'target_board_id',
    sessionKey: KEY,
    backend: BACKEND,
  };
  const early = (page: Page) =>
    runOn(screenPreloadScript(['/assets/BoardPage-1.js'], { early: EARLY }), page);

  it('asks for load_board with the stored token, as the SDK does, and leaves it for the app', async () => {
    for (const pathname of [
      `/w/acme/b/${BOARD}`,
      `/w/acme/b/${BOARD}/c/456`,
      `/w/acme/b/${BOARD.toUpperCase()}/`,
    ]) {
      const { sent, window } = early({ pathname, stored: session(3600) });
      const id = pathname.split('/')[4] ?? '';
      expect(sent, pathname).toEqual([
        {
          url: 'http://127.0.0.1:54321/rest/v1/rpc/load_board',
          init: {
            method: 'POST',
            headers: {
              apikey: BACKEND.key,
              Authorization: 'Bearer the-access-token',
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ target_board_id: id }),
          },
        },
      ]);
      const left = window[EARLY_REQUEST_GLOBAL] as EarlyRequest;
      expect(left).toMatchObject({
        url: sent[0]?.url,
        body: sent[0]?.init.body,
        authorization: 'Bearer the-access-token',
      });
      expect(Math.abs(left.startedAt - Date.now())).toBeLessThan(60_000);
      // A failed early request is the app's to hear of, not an unhandled rejection.
      await expect(left.response).rejects.toThrow('Failed to fetch');
    }
  });

  it('asks for nothing it could not use', () => {
    const cases: [string, Page][] = [
      ['signed out', { pathname: `/w/acme/b/${BOARD}` }],
      ['storage refused', { pathname: `/w/acme/b/${BOARD}`, stored: 'refused' }],
      ['a token supabase-js refreshes first', { pathname: `/w/acme/b/${BOARD}`, stored: session(60) }],
      ['an expired token', { pathname: `/w/acme/b/${BOARD}`, stored: session(-10) }],
      ['no token', { pathname: `/w/acme/b/${BOARD}`, stored: session(3600, null) }],
      ['a session that is not JSON', { pathname: `/w/acme/b/${BOARD}`, stored: { [KEY]: '{not json' } }],
      ['another address', { pathname: `/w/acme/b/${BOARD}/calendar`, stored: session(3600) }],
      ['an id the SDK refuses', { pathname: '/w/acme/b/123', stored: session(3600) }],
      ['a traversal', { pathname: '/w/acme/b/..%2F..%2Fauth%2Fv1%2Fadmin', stored: session(3600) }],
      ['an injection', { pathname: "/w/acme/b/1'%20or%201=1--", stored: session(3600) }],
    ];
    for (const [why, page] of cases) {
      const { sent, window } = early(page);
      expect(sent, why).toEqual([]);
      expect(window[EARLY_REQUEST_GLOBAL], why).toBeUndefined();
    }
  });

  it('asks for the data of exactly the ids the SDK would ask for', () => {
    const ids = [
      BOARD,
      BOARD.toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      '123',
      `${BOARD}0`,
      `{${BOARD}}`,
      BOARD.replace(/-/g, ''),
      BOARD.replace('a', 'g'),
    ];
    for (const id of ids) {
      const { sent } = early({ pathname: `/w/acme/b/${id}`, stored: session(3600) });
      expect(sent.length, id).toBe(idSchema.safeParse(id).success ? 1 : 0);
    }
  });

  it('still asks for the screen’s files when it asks for no data', () => {
    for (const page of [
      { pathname: `/w/acme/b/${BOARD}`, stored: session(3600) },
      { pathname: '/w/acme/b/1' },
    ]) {
      const { added } = early(page);
      expect(added.map((element) => element.href)).toEqual(['/assets/BoardPage-1.js']);
    }
  });
});

describe('screenPreloadScript: the view the address names', () => {
  const views = {
    param: 'view',
    files: {
      table: ['/assets/BoardTable-1.js', '/assets/BoardTable-2.css'],
      timeline: ['/assets/BoardTimeline-3.js'],
    },
  };
  const hrefsAt = (search: string) =>
    run(screenPreloadScript(['/assets/BoardPage-1.js'], { views }), { pathname: '/w/acme/b/1', search }).map(
      (element) => element.href,
    );

  it('asks for that view’s files beside the screen’s, and for no other view’s', () => {
    expect(hrefsAt('?view=table&sort=due')).toEqual(['/assets/BoardPage-1.js', ...views.files.table]);
    expect(hrefsAt('?view=timeline')).toEqual(['/assets/BoardPage-1.js', ...views.files.timeline]);
    for (const search of ['', '?view=board', '?view=__proto__', '?view=constructor', '?sort=due'])
      expect(hrefsAt(search), search).toEqual(['/assets/BoardPage-1.js']);
  });

  it('names the views as the board reads them from its address', () => {
    for (const view of Object.keys(BOARD_VIEW_MODULES))
      expect(readViewSettings(new URLSearchParams({ [BOARD_VIEW_PARAM]: view })).type).toBe(view);
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
