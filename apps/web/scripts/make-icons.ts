// Draws the installed app's PNG icons from the logo (`public/favicon.svg`) and its full-bleed
// variant for masks (`icons/maskable.svg`), with Chromium: `pnpm icons`. The PNGs are committed.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../e2e/browser';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const icons = [
  { from: '../public/favicon.svg', to: '../public/icons/icon-192.png', size: 192 },
  { from: '../public/favicon.svg', to: '../public/icons/icon-512.png', size: 512 },
  { from: '../icons/maskable.svg', to: '../public/icons/icon-maskable-512.png', size: 512 },
  { from: '../icons/maskable.svg', to: '../public/icons/apple-touch-icon.png', size: 180 },
] as const;

const browser = await launchChromium();
try {
  for (const { from, to, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = await readFile(here(from), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${String(size)}px;height:${String(size)}px}</style>${svg}`,
    );
    await writeFile(here(to), await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
