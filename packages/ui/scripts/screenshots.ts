// Screenshots of the Storybook welcome page and three docs pages in light and dark, from the built
// static Storybook, into docs/screenshots/ (committed, so the look can be reviewed without running it).
// Usage: pnpm --filter @teamboard/ui screenshots   (add --build to rebuild Storybook first)
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildStorybook,
  entryUrl,
  launchChromium,
  packageRoot,
  serveStorybook,
  themes,
  waitForRendered,
} from '../e2e/static-storybook.ts';

const out = join(packageRoot, 'docs', 'screenshots');
// The theme switches the examples on a page, not the docs page around them: the welcome page has
// no example, so it is taken once.
const pages = [
  { id: 'welcome--docs', name: 'welcome', themes: ['light'] },
  { id: 'primitives-button--docs', name: 'button', themes },
  { id: 'board-cardtile--docs', name: 'card-tile', themes },
  { id: 'forms-combobox--docs', name: 'combobox', themes },
] as const;

buildStorybook({ ifMissing: !process.argv.includes('--build') });
await mkdir(out, { recursive: true });
const storybook = await serveStorybook();
const browser = await launchChromium();
try {
  for (const theme of themes) {
    // Reduced motion: screenshots show the settled state, not a frame of an animation.
    const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1200, height: 1400 } });
    const page = await context.newPage();
    for (const { id, name } of pages.filter((entry) => (entry.themes as readonly string[]).includes(theme))) {
      await page.goto(entryUrl(storybook.url, { id, type: 'docs' }, theme));
      await waitForRendered(page, 'docs', theme);
      const file = join(out, `${name}--${theme}.png`);
      await page.screenshot({ path: file });
      console.log(`screenshots: ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await storybook.close();
}
