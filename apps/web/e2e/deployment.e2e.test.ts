import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/** Ports a development machine uses; the suite must pass without either. */
const DEFAULT_PORTS = ['54321', '5173'];

/** The JavaScript the served app loads first, as a browser gets it: its scripts and what they import. */
async function servedScripts(webUrl: string): Promise<string[]> {
  const html = await (await fetch(webUrl)).text();
  const sources = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"|<link rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((match) => match[1] ?? match[2] ?? '');
  expect(sources.length).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => (await fetch(new URL(src, webUrl))).text()));
}

describe('the suite runs as a deployment does', () => {
  it('serves the app and the API from two origins, neither on a development port', () => {
    const web = new URL(inject('webUrl'));
    const api = new URL(inject('apiUrl'));
    expect(web.origin).not.toBe(api.origin);
    expect(web.hostname).not.toBe(api.hostname);
    expect(DEFAULT_PORTS).not.toContain(web.port);
    expect(DEFAULT_PORTS).not.toContain(api.port);
  });

  it('builds the app against the configured API and names no development address', async () => {
    const scripts = (await servedScripts(inject('webUrl'))).join('\n');
    expect(scripts).toContain(inject('apiUrl'));
    for (const port of DEFAULT_PORTS)
      expect(scripts).not.toMatch(new RegExp(`(127\\.0\\.0\\.1|localhost):${port}`));
  });

  it("serves React's production code, as a deployment does, though the tests run with NODE_ENV=test", async () => {
    const assets = join(inject('webDist'), 'assets');
    const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const code = await Promise.all(scripts.map((name) => readFile(join(assets, name), 'utf8')));
    // A development bundle calls JSX's development runtime and carries React DOM's console advice.
    const development = scripts.filter(
      (_, index) => code[index]?.includes('.jsxDEV)(') || code[index]?.includes('React DevTools'),
    );
    expect(development).toEqual([]);
  });
});
