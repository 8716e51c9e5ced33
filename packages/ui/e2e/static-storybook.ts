// The built Storybook (storybook-static/) served on loopback, and one headless Chromium, for the
// acceptance tests and the screenshot script. ES modules don't load over file://, hence the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const packageRoot = join(import.meta.dirname, '..');
export const staticDir = join(packageRoot, 'storybook-static');
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

const built = () => existsSync(join(staticDir, 'iframe.html'));
const buildFailed = (status: number | null) =>
  new Error(`storybook build failed with status ${String(status)}`);

/**
 * As designers get it: Vitest runs with NODE_ENV=test, which the build would keep, bundling React's
 * development code into every story (and each docs page doing its checks).
 */
const buildOptions = {
  cwd: packageRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
} as const;

/** Builds the static Storybook; `ifMissing` reuses an existing build. */
export function buildStorybook({ ifMissing = false } = {}): void {
  if (ifMissing && built()) return;
  const build = spawnSync('pnpm', ['run', 'build-storybook'], buildOptions);
  if (build.status !== 0) throw buildFailed(build.status);
}

/** As `buildStorybook`, without blocking the calling process while the build runs. */
export async function buildStorybookInBackground({ ifMissing = false } = {}): Promise<void> {
  if (ifMissing && built()) return;
  const build = spawn('pnpm', ['run', 'build-storybook'], buildOptions);
  const status = await new Promise<number | null>((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', resolve);
  });
  if (status !== 0) throw buildFailed(status);
}

export interface StaticStorybook {
  url: string;
  close: () => Promise<void>;
}

/** Serves storybook-static on 127.0.0.1 at a free port. */
export async function serveStorybook(): Promise<StaticStorybook> {
  const server: Server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname));
    const file = join(staticDir, path === sep || path === '/' ? 'index.html' : path);
    if (!file.startsWith(staticDir + sep)) {
      response.writeHead(403);
      response.end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  importPath: string;
  tags?: string[];
}

export async function readIndex(): Promise<IndexEntry[]> {
  const index = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/** How Storybook's preview shows an entry: a docs page, or a story on its own. */
const viewModeOf = (entry: Pick<IndexEntry, 'type'>) => (entry.type === 'docs' ? 'docs' : 'story');

/** The preview iframe of one entry in one theme. */
export function entryUrl(base: string, entry: Pick<IndexEntry, 'id' | 'type'>, theme: Theme): string {
  return `${base}/iframe.html?id=${entry.id}&viewMode=${viewModeOf(entry)}&globals=theme:${theme}`;
}

/**
 * Shows another entry in a preview that is already loaded, in the theme it was loaded with: as
 * Storybook's manager does when a designer picks another page, over the preview's channel
 * (`setCurrentStory`), without loading the preview's code again. Resolves when the preview says
 * it rendered the entry (`docsRendered` or `storyRendered` with its id); `waitForRendered` then
 * waits for its examples.
 */
export async function showInPreview(
  page: Page,
  entry: Pick<IndexEntry, 'id' | 'type'>,
  timeout = 60_000,
): Promise<void> {
  // Storybook reloads the whole preview when it must tear down a story still rendering (its
  // loaders, play function or axe check not done): the switch waits until every render is done.
  await page.waitForFunction(
    () => {
      interface Preview {
        storyRenders: { isPending: () => boolean }[];
      }
      const preview = (globalThis as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
      return preview?.storyRenders.every((render) => !render.isPending()) ?? false;
    },
    undefined,
    { timeout },
  );
  await page.evaluate(
    ({ id, viewMode, timeout }) =>
      new Promise<void>((resolve, reject) => {
        interface Channel {
          on: (event: string, listener: (id: string) => void) => void;
          off: (event: string, listener: (id: string) => void) => void;
          emit: (event: string, payload: unknown) => void;
        }
        const channel = (globalThis as { __STORYBOOK_ADDONS_CHANNEL__?: Channel })
          .__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) throw new Error('this page is not a loaded Storybook preview');
        const rendered = viewMode === 'docs' ? 'docsRendered' : 'storyRendered';
        const listener = (renderedId: string) => {
          if (renderedId !== id) return;
          clearTimeout(timer);
          channel.off(rendered, listener);
          resolve();
        };
        const timer = setTimeout(() => {
          channel.off(rendered, listener);
          reject(new Error(`the preview did not render ${id} within ${String(timeout)} ms`));
        }, timeout);
        channel.on(rendered, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode });
      }),
    { id: entry.id, viewMode: viewModeOf(entry), timeout },
  );
}

/**
 * Resolves once a docs page has rendered every example in the given theme (each example is a
 * .tb-theme-scope inside a .docs-story), or a story page its root.
 */
export async function waitForRendered(
  page: Page,
  type: 'docs' | 'story',
  theme: Theme,
  timeout = 60_000,
): Promise<void> {
  if (type === 'docs') {
    await page.waitForSelector('.sbdocs-content', { timeout });
    await page.waitForFunction(
      (wanted) => {
        const blocks = [...document.querySelectorAll('.docs-story')];
        return blocks.every((block) => block.querySelector(`.tb-theme-scope[data-theme="${wanted}"]`));
      },
      theme,
      { timeout },
    );
  } else {
    await page.waitForSelector(`#storybook-root .tb-theme-scope[data-theme="${theme}"]`, { timeout });
  }
  await page.evaluate(() => document.fonts.ready);
}
