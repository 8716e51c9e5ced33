import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { STEP_TIMEOUT } from './browser';

let counter = 0;
/** A fresh address per call: tests never share an account or a rate-limit window. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${String(Date.now())}-${String(counter)}@example.test`;
}

/** Creates a confirmed account directly through the admin API, for tests that are not about signing up. */
export async function createUser(email: string, password: string, displayName: string): Promise<void> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('apiUrl')}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { display_name: displayName },
    }),
  });
  if (!response.ok)
    throw new Error(`creating ${email} failed: ${String(response.status)} ${await response.text()}`);
}

export interface MailMessage {
  subject: string;
  text: string;
  links: string[];
}

/** The captured emails to `to`, newest first; the mailbox API needs the service-role key. */
export async function mailTo(to: string): Promise<MailMessage[]> {
  const key = inject('serviceRoleKey');
  const response = await fetch(`${inject('mailboxUrl')}/api/messages?to=${encodeURIComponent(to)}`, {
    headers: { apikey: key },
  });
  if (!response.ok)
    throw new Error(`the mailbox answered ${String(response.status)}: ${await response.text()}`);
  return (await response.json()) as MailMessage[];
}

/** The verify link of the newest email to `to` whose subject matches, waiting for it to arrive. */
export async function emailLink(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const messages = await mailTo(to);
    const link = messages
      .find((message) => subject.test(message.subject))
      ?.links.find((candidate) => candidate.includes('/auth/v1/verify'));
    if (link !== undefined) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no email matching ${String(subject)} to ${to}`);
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Resolves once the page is at `path`: its pathname and search, or its pathname alone with
 * `ignoreSearch`. Fails after a step's time with where the page is and what it shows, so a failure
 * says whether the app went elsewhere or was still on its way.
 */
export async function waitForPath(
  page: Page,
  path: string,
  { ignoreSearch = false }: { ignoreSearch?: boolean } = {},
): Promise<void> {
  try {
    await page.waitForURL((url) => (ignoreSearch ? url.pathname : `${url.pathname}${url.search}`) === path, {
      timeout: STEP_TIMEOUT,
    });
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1_000 })
      .catch(() => '(nothing readable)');
    throw new Error(
      `waited ${String(STEP_TIMEOUT)} ms for ${path}; the page is at ${page.url()}, showing: ${shown.replace(/\s+/g, ' ').slice(0, 400)}`,
      { cause: error },
    );
  }
}

/** Signs out of this device through the user menu in the header. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out', exact: true }).click();
}
