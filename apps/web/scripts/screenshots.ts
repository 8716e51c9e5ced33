/**
 * `pnpm --filter @teamboard/web screenshots`: every route at 1280 px and
 * 375 px, light and dark, into apps/web/screenshots/ (git-ignored). Starts
 * the same stack as the end-to-end tests (seeded, in memory) and signs in as
 * the seed owner, so the pictures show the demo workspace.
 *
 * Names after the command keep only those shots: `… screenshots account workspaces`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTeamboardClient,
  getWorkspaceBySlug,
  listBoards,
  listCards,
  signInWithPassword,
} from '@teamboard/sdk';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchChromium } from '../e2e/browser';
import { startStack, type Stack } from '../e2e/stack';

const outDir = fileURLToPath(new URL('../screenshots', import.meta.url));
const OWNER = { email: 'owner@teamboard.local', password: 'teamboard-owner-1' };
const WIDTHS = [1280, 375] as const;
const THEMES = ['light', 'dark'] as const;

interface Shot {
  name: string;
  path: string;
  signedIn: boolean;
}

/** The board routes, by path, from the seed's first board and its first card. */
async function boardShots(stack: Stack): Promise<Shot[]> {
  const client = createTeamboardClient({
    url: stack.apiUrl,
    key: stack.anonKey,
    options: { auth: { persistSession: false, autoRefreshToken: false } },
  });
  await signInWithPassword(client, OWNER);
  const workspace = await getWorkspaceBySlug(client, 'demo');
  const [board] = await listBoards(client, workspace.id);
  if (board === undefined) return [];
  const [card] = await listCards(client, board.id);
  const shots: Shot[] = [{ name: 'board', path: `/w/demo/b/${board.id}`, signedIn: true }];
  if (card !== undefined)
    shots.push({ name: 'card', path: `/w/demo/b/${board.id}/c/${card.id}`, signedIn: true });
  return shots;
}

async function ownerSession(
  browser: Browser,
  webUrl: string,
): Promise<BrowserContextOptions['storageState']> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${webUrl}/sign-in`);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main(): Promise<void> {
  const stack = await startStack();
  const browser = await launchChromium();
  try {
    await mkdir(outDir, { recursive: true });
    const shots: Shot[] = [
      { name: 'sign-in', path: '/sign-in', signedIn: false },
      { name: 'sign-up', path: '/sign-up', signedIn: false },
      { name: 'forgot-password', path: '/forgot-password', signedIn: false },
      { name: 'reset-password-expired', path: '/reset-password', signedIn: false },
      { name: 'invite-signed-out', path: '/invite/example-token', signedIn: false },
      { name: 'workspaces', path: '/workspaces', signedIn: true },
      { name: 'workspace', path: '/w/demo', signedIn: true },
      { name: 'workspace-settings', path: '/w/demo/settings', signedIn: true },
      { name: 'account', path: '/account', signedIn: true },
      { name: 'invite-invalid', path: '/invite/not-a-real-token', signedIn: true },
      { name: 'not-found', path: '/w/no-such-workspace', signedIn: true },
      ...(await boardShots(stack)),
    ];
    const only = process.argv.slice(2);
    const wanted = only.length === 0 ? shots : shots.filter((shot) => only.includes(shot.name));
    const session = await ownerSession(browser, stack.webUrl);

    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        for (const shot of wanted) {
          const context = await browser.newContext({
            viewport: { width, height: width < 600 ? 812 : 800 },
            colorScheme: theme,
            storageState: shot.signedIn ? session : undefined,
          });
          // Pinned as well as preferred, so the app's own theme switch shows the same choice.
          await context.addInitScript((value) => localStorage.setItem('teamboard.theme', value), theme);
          const page = await context.newPage();
          await page.goto(`${stack.webUrl}${shot.path}`);
          await page.waitForLoadState('networkidle');
          await page
            .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
              timeout: 5_000,
            })
            .catch(() => undefined);
          // Lets entry transitions (drawer, toasts) settle.
          await page.waitForTimeout(300);
          const file = join(outDir, `${shot.name}-${String(width)}-${theme}.png`);
          await page.screenshot({ path: file, fullPage: true });
          console.log(file);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
