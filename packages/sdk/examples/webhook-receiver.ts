/**
 * A Teamboard webhook receiver: checks each delivery's signature (Standard
 * Webhooks, through the SDK's `verifyWebhook`), prints its event, and answers
 * 204 so Teamboard stops retrying. A delivery seen before (same `webhook-id`,
 * as a retry or a redelivery sends it) is acknowledged but not printed again.
 *
 * Run it, then register its URL as a webhook (a local backend accepts
 * http://127.0.0.1; a hosted one wants https, e.g. through a tunnel):
 *
 *   TEAMBOARD_WEBHOOK_SECRET=whsec_… PORT=8787 npx tsx examples/webhook-receiver.ts
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { isTeamboardError, verifyWebhook, type TeamboardEvent } from '@teamboard/sdk';

/** Teamboard's events are small; anything bigger is not from it. */
const MAX_BODY_BYTES = 256 * 1024;
/** How many delivery ids are remembered to drop duplicates. */
const REMEMBERED_IDS = 10_000;

export interface ReceiverOptions {
  /** The webhook's `whsec_…` secret, as `createWebhook` returned it. */
  secret: string;
  port?: number;
  host?: string;
  /** What to do with each new event; prints a line by default. */
  onEvent?: (event: TeamboardEvent, deliveryId: string) => void;
}

export interface Receiver {
  url: string;
  close(): Promise<void>;
}

/** One line per event: when, what, where, who. */
export function describeEvent(event: TeamboardEvent): string {
  const where = event.card_id
    ? `card ${event.card_id}`
    : event.board_id
      ? `board ${event.board_id}`
      : 'workspace';
  const who = event.actor ? `by ${event.actor.id}` : 'by Teamboard';
  return `${event.occurred_at} ${event.type} on ${where} ${who} ${JSON.stringify(event.data)}`;
}

export async function startWebhookReceiver(options: ReceiverOptions): Promise<Receiver> {
  const onEvent = options.onEvent ?? ((event) => console.log(describeEvent(event)));
  const seen = new Set<string>();
  const server = createServer((request, response) => {
    const answer = (status: number, text = '') =>
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end(text);
    if (request.method !== 'POST') return answer(405);
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      try {
        const event = verifyWebhook(options.secret, Buffer.concat(chunks).toString('utf8'), request.headers);
        const id = String(request.headers['webhook-id']);
        if (!seen.has(id)) {
          seen.add(id);
          if (seen.size > REMEMBERED_IDS) seen.delete(seen.values().next().value!);
          onEvent(event, id);
        }
        answer(204);
      } catch (error) {
        // A bad signature is refused; a signed body this SDK cannot read is a 400, so Teamboard retries it.
        answer(isTeamboardError(error) && error.code === 'forbidden' ? 401 : 400);
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${String(port)}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const secret = process.env.TEAMBOARD_WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set TEAMBOARD_WEBHOOK_SECRET to the webhook’s whsec_… secret.');
    process.exit(1);
  }
  const receiver = await startWebhookReceiver({ secret, port: Number(process.env.PORT ?? 8787) });
  console.log(`Listening on ${receiver.url}`);
}
