// Renders the key board components from the static Storybook in light and dark, into screenshots/
// (git-ignored), so a reviewer can look at them without running Storybook.
// Usage: pnpm --filter @teamboard/ui screenshots   (builds Storybook first if storybook-static is missing)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const site = join(root, 'storybook-static');
const out = join(root, 'screenshots');

const stories: { id: string; width: number; height: number }[] = [
  { id: 'board-board-preview--default', width: 1280, height: 680 },
  { id: 'board-boardcolumn--with-cards', width: 360, height: 600 },
  { id: 'board-boardcolumn--over-wip-limit', width: 360, height: 600 },
  { id: 'board-boardcolumn--loading', width: 360, height: 600 },
  { id: 'board-boardcolumn--error', width: 360, height: 600 },
  { id: 'board-cardtile--full', width: 340, height: 220 },
  { id: 'board-cardtile--overdue', width: 340, height: 220 },
  { id: 'board-cardtile--done', width: 340, height: 220 },
  { id: 'board-cardtile--long-title-many-labels', width: 340, height: 360 },
  { id: 'board-carddetail--full-card-in-drawer', width: 1100, height: 1400 },
  { id: 'board-presencebar--live', width: 720, height: 120 },
  { id: 'board-activityitem--feed', width: 520, height: 320 },
  { id: 'workspace-memberrow--list', width: 640, height: 260 },
  { id: 'foundations-tokens--overview', width: 1100, height: 1800 },
];
const themes = ['light', 'dark'] as const;

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};

if (!existsSync(join(site, 'iframe.html')) || process.argv.includes('--build')) {
  const build = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// ES modules don't load over file://, so the static site is served on loopback for the run.
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(site, path === '/' ? 'index.html' : path);
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

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
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

let failed = 0;
try {
  for (const theme of themes) {
    // Reduced motion: screenshots show the settled state, not a frame of an animation.
    const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: theme });
    const page = await context.newPage();
    for (const story of stories) {
      await page.setViewportSize({ width: story.width, height: story.height });
      const url = `http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`;
      await page.goto(url);
      try {
        await page.waitForSelector('#storybook-root > *, body > [role="dialog"]', { timeout: 15_000 });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        const file = join(out, `${story.id}--${theme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`screenshots: ${file}`);
      } catch (error) {
        failed += 1;
        console.error(`screenshots: ${story.id} (${theme}) did not render: ${String(error)}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
process.exit(failed === 0 ? 0 : 1);
