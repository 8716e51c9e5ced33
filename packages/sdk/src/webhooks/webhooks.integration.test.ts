import type { LocalSupabase } from '@teamboard/local-supabase';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { describeEvent, startWebhookReceiver, type Receiver } from '../../examples/webhook-receiver';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { moveCard } from '../cards/move-card';
import { listBoardEvents } from '../events/list-board-events';
import { parseEvent } from '../events/parse-event';
import { createList } from '../lists/create-list';
import { verifyWebhook } from './verify-webhook';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listWebhookDeliveries } from './list-webhook-deliveries';
import { listWebhooks } from './list-webhooks';
import { redeliverWebhook } from './redeliver-webhook';
import { updateWebhook } from './update-webhook';

// The webhook API through the SDK against the local backend, with the
// example receiver (examples/webhook-receiver.ts) as the endpoint.
let backend: LocalSupabase;
let admin: SignedInClient;
let member: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let cardId: string;
let doneId: string;

beforeAll(async () => {
  let owner: SignedInClient;
  ({ backend, owner, admin, member, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Hooks' })).id;
  const todo = await createList(owner.client, { boardId, name: 'To do' });
  doneId = (await createList(owner.client, { boardId, name: 'Done' })).id;
  cardId = (await createCard(member.client, { listId: todo.id, title: 'Ship it' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('webhooks through the SDK', () => {
  let receiver: Receiver | undefined;
  afterAll(async () => receiver?.close());

  it('delivers a card move to the example receiver, which verifies and prints it once', async () => {
    // The example prints with console.log: each line is caught, the first one awaited.
    const printed: string[] = [];
    let arrived: (line: string) => void = () => undefined;
    const first = new Promise<string>((resolve) => (arrived = resolve));
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => {
      printed.push(line);
      arrived(line);
    });
    const created = await createWebhook(admin.client, {
      boardId,
      url: 'http://127.0.0.1:9/placeholder',
      eventTypes: ['card.moved'],
      description: 'The example',
    });
    // The secret comes with the webhook, so the receiver starts after it and the URL follows.
    receiver = await startWebhookReceiver({ secret: created.secret, port: 0 });
    await updateWebhook(admin.client, { webhookId: created.id, url: `${receiver.url}/hook` });
    expect(created).toMatchObject({ board_id: boardId, event_types: ['card.moved'], enabled: true });
    expect(created.secret).toMatch(/^whsec_/);
    const [listed] = await listWebhooks(admin.client, { boardId });
    expect(listed).not.toHaveProperty('secret');
    expect(listed?.url).toBe(`${receiver.url}/hook`);

    await moveCard(member.client, { cardId, listId: doneId });
    const line = await first;
    const [sent] = await listBoardEvents(admin.client, boardId, { types: ['card.moved'] });
    expect(sent).toMatchObject({ card_id: cardId, data: { to_list_name: 'Done' } });
    // The receiver prints the event as verifyWebhook parsed it.
    expect(line).toBe(describeEvent(parseEvent(sent)));
    const event = sent!;
    await vi.waitFor(
      async () =>
        expect(await listWebhookDeliveries(admin.client, created.id)).toEqual([
          expect.objectContaining({ status: 'delivered', response_code: 204, attempts: 1, payload: event }),
        ]),
      { timeout: 10_000 },
    );

    // Redelivered: the same webhook-id, so the receiver acknowledges it without printing it twice.
    const [delivery] = await listWebhookDeliveries(admin.client, created.id);
    expect((await redeliverWebhook(admin.client, delivery!.id)).status).toBe('sending');
    await vi.waitFor(
      async () =>
        expect(await listWebhookDeliveries(admin.client, created.id)).toEqual([
          expect.objectContaining({ status: 'delivered', attempts: 2 }),
        ]),
      { timeout: 10_000 },
    );
    expect(printed).toHaveLength(1);
    log.mockRestore();
  });

  it('refuses forged and tampered deliveries', async () => {
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    const body = JSON.stringify({ type: 'card.completed' });
    const signer = new StandardWebhook(secret);
    const now = new Date();
    const headers = { 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)) };
    const signature = signer.sign('msg_1', now, body);
    await expectCode(
      Promise.resolve().then(() =>
        verifyWebhook(secret, body, { ...headers, 'webhook-signature': 'v1,AAAA' }),
      ),
      'forbidden',
    );
    await expectCode(
      Promise.resolve().then(() =>
        verifyWebhook(secret, `${body} `, { ...headers, 'webhook-signature': signature }),
      ),
      'forbidden',
    );
    // Signed, but not an event.
    await expectCode(
      Promise.resolve().then(() =>
        verifyWebhook(secret, body, { ...headers, 'webhook-signature': signature }),
      ),
      'validation',
    );
    if (!receiver) throw new Error('the first test starts the receiver');
    const forged = await fetch(`${receiver.url}/hook`, {
      method: 'POST',
      headers: { ...headers, 'webhook-signature': signature },
      body,
    });
    expect(forged.status).toBe(401);
  });

  it('turns off, changes and deletes a webhook; only admins may', async () => {
    const created = await createWebhook(admin.client, { workspaceId, url: 'https://hooks.example.com/ws' });
    expect(created).toMatchObject({ board_id: null, event_types: [] });
    expect((await listWebhooks(admin.client, { workspaceId })).map((w) => w.id)).toEqual([created.id]);
    const off = await updateWebhook(admin.client, {
      webhookId: created.id,
      enabled: false,
      description: 'Paused',
    });
    expect(off).toMatchObject({ enabled: false, description: 'Paused' });
    await expectCode(
      createWebhook(member.client, { boardId, url: 'https://hooks.example.com/m' }),
      'forbidden',
    );
    await expectCode(
      createWebhook(outsider.client, { boardId, url: 'https://hooks.example.com/o' }),
      'not-found',
    );
    expect(await listWebhooks(member.client, { workspaceId })).toEqual([]);
    expect(await listWebhookDeliveries(member.client, created.id)).toEqual([]);
    await expectCode(updateWebhook(member.client, { webhookId: created.id, enabled: true }), 'not-found');
    await expectCode(deleteWebhook(member.client, created.id), 'not-found');
    await expectCode(redeliverWebhook(member.client, MISSING_ID), 'not-found');
    await deleteWebhook(admin.client, created.id);
    expect(await listWebhooks(admin.client, { workspaceId })).toEqual([]);
  });

  it('refuses hostile URLs and bad input with typed errors', async () => {
    for (const url of [
      'ftp://x.example.com',
      'https://me:pw@x.example.com',
      'http://x.example.com',
      'https://a b',
    ]) {
      await expectNoRequestValidation(admin, () => createWebhook(admin.client, { boardId, url }));
    }
    // Only the database can tell a private address from its text alone as well as the rules of the project.
    await expectCode(createWebhook(admin.client, { boardId, url: 'https://192.168.1.1/x' }), 'validation');
    await expectNoRequestValidation(admin, () =>
      createWebhook(admin.client, { boardId, url: `https://x.example.com/${'a'.repeat(2000)}` }),
    );
    await expectNoRequestValidation(admin, () =>
      createWebhook(admin.client, { boardId, workspaceId, url: 'https://x.example.com' } as never),
    );
    await expectNoRequestValidation(admin, () =>
      createWebhook(admin.client, {
        boardId,
        url: 'https://x.example.com',
        eventTypes: ['card.exploded' as never],
      }),
    );
    await expectNoRequestValidation(admin, () => updateWebhook(admin.client, { webhookId: MISSING_ID }));
    await expectNoRequestValidation(admin, () => listWebhookDeliveries(admin.client, 'nope'));
  });
});
