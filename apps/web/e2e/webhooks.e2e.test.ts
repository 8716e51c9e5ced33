import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { moveCard, verifyWebhook, type TeamboardEvent } from '@teamboard/sdk';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, newBoard, newUser, POLL, seedLists, signIn, type TestUser } from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';

// An admin registers a webhook to a receiver this test starts on 127.0.0.1, a
// member's change reaches it signed, and the delivery shows in the settings
// with its response code; "Redeliver" sends it again under the same id.
describe('webhooks in workspace settings', () => {
  let browser: Browser;
  let context: BrowserContext;
  let server: Server;
  let receiverUrl: string;
  const bodies: { body: string; headers: Record<string, string> }[] = [];
  let arrived: () => void = () => undefined;
  let admin: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
        bodies.push({ body: Buffer.concat(chunks).toString('utf8'), headers });
        arrived();
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/teamboard`;
    browser = await sharedChromium();
    context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    admin = await newUser('e2e-hooks-admin', 'Hana Hooks');
    member = await newUser('e2e-hooks-member', 'Milo Mover');
  });
  afterAll(async () => {
    await context?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('adds a webhook, shows its secret once, and lists the delivery with its response code', async () => {
    const workspace = await newBoard(admin);
    await addMember(workspace, member, 'member');
    const lists = await seedLists(admin, workspace, { Todo: ['Ship it'], Done: [] });
    const page = await context.newPage();
    await signIn(page, admin, `/w/${workspace.slug}/settings`);

    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByText('No webhooks yet.').waitFor();
    await section.getByLabel('Endpoint URL').fill(receiverUrl);
    await section.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await section.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await section.getByText(receiverUrl).waitFor();

    const first = new Promise<void>((resolve) => (arrived = resolve));
    await moveCard(member.client, { cardId: lists.Todo!.cards['Ship it']!, listId: lists.Done!.id });
    await first;
    const event: TeamboardEvent = verifyWebhook(secret, bodies[0]!.body, bodies[0]!.headers);
    expect(event).toMatchObject({ type: 'card.moved', data: { to_list_name: 'Done' } });

    await section.getByRole('button', { name: 'Deliveries' }).click();
    const table = section.getByRole('table', { name: `Deliveries to ${receiverUrl}` });
    const row = table.getByRole('row').filter({ hasText: 'card.moved' });
    await expect.poll(() => row.textContent(), POLL).toContain('202');
    expect(await row.textContent()).toContain('Delivered');

    const again = new Promise<void>((resolve) => (arrived = resolve));
    await row.getByRole('button', { name: 'Redeliver' }).click();
    await again;
    expect(bodies[1]!.headers['webhook-id']).toBe(bodies[0]!.headers['webhook-id']);

    // Leaving the page forgets the secret: it is not shown again.
    await page.reload();
    await section.getByText(receiverUrl).waitFor();
    expect(await section.getByLabel('Signing secret').count()).toBe(0);
  });
});
