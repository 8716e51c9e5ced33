import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { createUser, mailTo, signInThroughForm, uniqueEmail, waitForPath } from './auth-helpers';
import { STEP_TIMEOUT } from './browser';

export const PASSWORD = 'correct-horse-7';

export const web = (path: string) => `${inject('webUrl')}${path}`;

export interface SignedInUser {
  context: BrowserContext;
  page: Page;
  email: string;
  name: string;
}

/** A fresh confirmed account, signed in through the form in a context of its own. */
export async function signedInUser(
  browser: Browser,
  label: string,
  name = `${label} person`,
  contextOptions: BrowserContextOptions = {},
): Promise<SignedInUser> {
  const email = uniqueEmail(label);
  await createUser(email, PASSWORD, name);
  const context = await browser.newContext(contextOptions);
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await page.goto(web('/sign-in'));
  await signInThroughForm(page, email, PASSWORD);
  await waitForPath(page, '/workspaces');
  return { context, page, email, name };
}

let counter = 0;
/** A slug no other test (or earlier run against the same backend) uses. */
export function uniqueSlug(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${String(counter)}`;
}

/** Creates a workspace through the dialog on /workspaces and waits for its page. */
export async function createWorkspaceThroughUI(page: Page, name: string, slug: string): Promise<void> {
  await page.goto(web('/workspaces'));
  await page.getByRole('button', { name: /^Create (your first )?workspace$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a workspace' });
  await dialog.getByLabel('Workspace name').fill(name);
  await dialog.getByLabel('Slug').fill(slug);
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await waitForPath(page, `/w/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The invitation link of the newest invitation email to `to`. */
export async function invitationLink(to: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = await mailTo(to);
    const link = messages
      .find((message) => /invited/i.test(message.subject))
      ?.links.find((candidate) => candidate.includes('/invite/'));
    if (link !== undefined) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no invitation email to ${to}`);
}

/**
 * The signed-in user's access token, read the way supabase-js stores it
 * (`sb-<host label>-auth-token` in localStorage); nothing global is exposed for tests.
 */
export async function accessTokenOf(page: Page): Promise<string> {
  return (await storedSessionOf(page)).access_token;
}

export function storedSessionOf(page: Page): Promise<{ access_token: string; refresh_token: string }> {
  return page.evaluate(() => {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key?.startsWith('sb-') && key.endsWith('-auth-token')) {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as {
          access_token?: string;
          refresh_token?: string;
        };
        if (stored.access_token && stored.refresh_token) {
          return { access_token: stored.access_token, refresh_token: stored.refresh_token };
        }
      }
    }
    throw new Error('no stored session');
  });
}

/** Links of every email to `to` whose link matches, waiting for the first to arrive. */
export async function linksTo(to: string, match: (link: string) => boolean): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = await mailTo(to);
    const links = messages.flatMap((message) => message.links).filter(match);
    if (links.length > 0) return links;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching email to ${to}`);
}

/** The user id in a page's stored access token. */
export async function userIdOf(page: Page): Promise<string> {
  const payload = (await accessTokenOf(page)).split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

/** Calls /rest/v1 with the service-role key (setup only: adding a member without the invitation round trip). */
export async function serviceRest(path: string, init: RequestInit = {}): Promise<unknown> {
  const key = inject('serviceRoleKey');
  const res = await fetch(`${inject('apiUrl')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
  });
  expect(res.ok, await res.clone().text()).toBe(true);
  return res.json();
}

/** A REST read with the page's own token, as the app would send it. */
export async function restAs(page: Page, path: string): Promise<unknown> {
  const res = await fetch(`${inject('apiUrl')}/rest/v1/${path}`, {
    headers: { apikey: inject('anonKey'), authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  return res.json();
}
