import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook, type TeamboardEvent } from '@teamboard/sdk';

/** One delivery as it arrived, its signature checked with the SDK's `verifyWebhook`. */
export interface ReceivedHook {
  /** The `webhook-id` header: the delivery's id, the same on every attempt. */
  webhookId: string;
  event: TeamboardEvent;
  /** performance.now() when the body had arrived. */
  at: number;
}

/**
 * A webhook endpoint on 127.0.0.1, as a developer's receiver would be: it
 * verifies each POST against `secret` (set once the webhook is created, since
 * the secret comes with it), keeps what it verified, and answers 204 — or 401
 * to what it cannot verify, counted in `refused`. With `holding` on, answers
 * wait until `release()`: the sender then has sent a delivery but heard
 * nothing back, which is where a crash loses an attempt's answer.
 */
export interface WebhookReceiver {
  url: string;
  secret: string;
  hooks: ReceivedHook[];
  refused: number;
  holding: boolean;
  onHook?: (hook: ReceivedHook) => void;
  release(): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const held: ServerResponse[] = [];
  const answer = (res: ServerResponse) => {
    if (res.destroyed) return; // its sender is gone (killed), nobody to answer
    res.writeHead(204).end();
  };
  const receiver: WebhookReceiver = {
    url: '',
    secret: '',
    hooks: [],
    refused: 0,
    holding: false,
    release() {
      receiver.holding = false;
      for (const res of held.splice(0)) answer(res);
    },
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let event: TeamboardEvent;
      try {
        event = verifyWebhook(receiver.secret, body, req.headers);
      } catch {
        receiver.refused++;
        res.writeHead(401).end();
        return;
      }
      const hook = { webhookId: String(req.headers['webhook-id']), event, at: performance.now() };
      receiver.hooks.push(hook);
      receiver.onHook?.(hook);
      if (receiver.holding) held.push(res);
      else answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/hooks`;
  receiver.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return receiver;
}
