import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { servicesPreloadScript } from './services-preload';

const FILES = ['/assets/services-abc.js', '/assets/chunk-def.js'];
const KEY = 'sb-127-auth-token';

/** Runs the script on a page at `pathname` with `stored` in its storage; returns the links it added. */
function preloadsOn(pathname: string, stored: Record<string, string> | 'refused'): string[] {
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
  runInNewContext(servicesPreloadScript(FILES, KEY), { location: { pathname }, localStorage, document });
  for (const link of added) {
    expect(link.rel).toBe('modulepreload');
    expect(link.crossOrigin).toBe('');
  }
  return added.map((link) => link.href);
}

describe('servicesPreloadScript', () => {
  it('asks for the services with the page on every screen but a signed-out /sign-in', () => {
    expect(preloadsOn('/sign-in', {})).toEqual([]);
    expect(preloadsOn('/sign-in', { [KEY]: '{}' })).toEqual(FILES);
    expect(preloadsOn('/w/acme/b/123', {})).toEqual(FILES);
    expect(preloadsOn('/', {})).toEqual(FILES);
    expect(preloadsOn('/sign-up', {})).toEqual(FILES);
  });

  it('asks for them when storage cannot be read, as the app then waits for supabase-js', () => {
    expect(preloadsOn('/sign-in', 'refused')).toEqual(FILES);
  });

  it('reads only the session key it was built for', () => {
    expect(preloadsOn('/sign-in', { 'sb-other-auth-token': '{}' })).toEqual([]);
  });
});
