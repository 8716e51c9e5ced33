import { listAttachments, requestPasswordReset } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { emailLink } from './auth-helpers';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

/** What a page's script would set first: still unset after the page loaded means it never ran. */
const RAN = 'attachment script ran';

/**
 * A page that, run on the API's origin, would read the mailbox (every user's reset links) and
 * send what it found away. Its first statement is the sentinel.
 */
const trap = `<!doctype html><html><head><title>Invoice</title></head><body>
<p>Invoice 2026-11</p>
<script>
document.title = ${JSON.stringify(RAN)};
fetch('/mailbox').then((r) => r.text()).then((t) => fetch('/leak?' + encodeURIComponent(t)));
</script>
</body></html>`;

/**
 * A member's HTML attachment opened by a teammate: it must show as text, never run on the API's
 * origin, and even a script that did run there could not find the mailbox.
 */
describe('an HTML attachment', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let mallory: TestUser;

  const newPage = async (): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-html-owner', 'Olga Owner');
    mallory = await newUser('e2e-html-member', 'Mallory Member');
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it('uploaded by a member opens as plain text with its script not run', async () => {
    const board = await newBoard(owner);
    await addMember(board, mallory, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Pay invoice'] });
    const cardId = lists.Todo?.cards['Pay invoice'] ?? '';

    // The member attaches the page through the card drawer, as anyone on the board can.
    const malloryPage = await newPage();
    await signIn(malloryPage, mallory, `${board.path}/c/${cardId}`);
    await malloryPage
      .getByLabel('Choose files')
      .setInputFiles({ name: 'invoice.html', mimeType: 'text/html', buffer: Buffer.from(trap) });
    await expect
      .poll(() => malloryPage.getByRole('button', { name: 'Download invoice.html' }).count(), POLL)
      .toBe(1);

    // The app signs HTML as a download; the member signs a link of their own that opens inline.
    const [attachment] = await listAttachments(mallory.client, cardId);
    const signed = await mallory.client.supabase.storage
      .from('attachments')
      .createSignedUrl(attachment?.object_path ?? '', 600);
    expect(signed.error).toBeNull();

    // The owner follows the link.
    const victim = await newPage();
    const requested: string[] = [];
    victim.on('request', (request) => requested.push(request.url()));
    const response = await victim.goto(signed.data?.signedUrl ?? '');
    expect(response?.status()).toBe(200);
    expect(response?.headers()).toMatchObject({
      'content-type': 'text/plain',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
    });
    // Inline scripts run while the page parses, before `goto` resolves on load: the sentinel is final.
    expect(await victim.title()).not.toBe(RAN);
    expect(await victim.evaluate(() => document.contentType)).toBe('text/plain');
    expect(await victim.locator('body').innerText()).toContain(`document.title = ${JSON.stringify(RAN)};`);
    expect(requested.filter((url) => /\/(mailbox|leak)\b/.test(url))).toEqual([]);

    // The same bytes as a page would have run: the sentinel is one the script does set.
    const control = await newPage();
    await control.setContent(trap);
    await expect.poll(() => control.title(), POLL).toBe(RAN);
  });

  it('could not read the mailbox from the API origin even if a script ran there', async () => {
    await requestPasswordReset(owner.client, { email: owner.email });
    const resetLink = await emailLink(owner.email, /reset your password/i);

    // A page on the API's origin, where attachments are served, guessing the mailbox's paths.
    const page = await newPage();
    await page.goto(`${inject('apiUrl')}/`);
    const answers = await page.evaluate(async (anonKey) => {
      const paths = ['/mailbox', '/mailbox/', '/mailbox/api/messages'];
      return Promise.all(
        paths.map(async (path) => {
          const res = await fetch(path, { headers: { apikey: anonKey } });
          return { path, status: res.status, body: await res.text() };
        }),
      );
    }, inject('anonKey'));
    for (const answer of answers) {
      expect(answer.status, answer.path).toBe(404);
      expect(answer.body, answer.path).not.toContain(
        new URL(resetLink).searchParams.get('token') ?? resetLink,
      );
    }
  });
});
