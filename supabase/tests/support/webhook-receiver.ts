import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST as the receiver got it: the raw body (what the signature covers) and the headers. */
export interface ReceivedHook {
  path: string;
  body: string;
  headers: Record<string, string>;
}

/**
 * A real HTTP endpoint on 127.0.0.1 for webhook tests. Each path answers with
 * the status `statusFor` gives (200 by default); a test waits for the n-th
 * request on a path with `nth`, which resolves when it arrives — no polling.
 * `hold(path)` keeps the answers of a path back until the returned release
 * is called, to see what the sender does while a request is under way.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  statusFor: Map<string, number>;
  nth(path: string, n: number): Promise<ReceivedHook>;
  hold(path: string): () => void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const statusFor = new Map<string, number>();
  const waiters: { path: string; n: number; resolve: (hook: ReceivedHook) => void }[] = [];
  const held = new Map<string, (() => void)[]>();
  const onPath = (path: string) => received.filter((r) => r.path === path);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([key, value]) => [
          key,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const hook = { path, body: Buffer.concat(chunks).toString('utf8'), headers };
      received.push(hook);
      const count = onPath(path).length;
      for (const waiter of waiters.filter((w) => w.path === path && w.n === count)) waiter.resolve(hook);
      const answer = () => {
        res.writeHead(statusFor.get(path) ?? 200, { 'Content-Type': 'text/plain' });
        res.end('ok');
      };
      const queue = held.get(path);
      if (queue) queue.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    received,
    statusFor,
    nth(path, n) {
      const already = onPath(path)[n - 1];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => waiters.push({ path, n, resolve }));
    },
    hold(path) {
      const queue: (() => void)[] = [];
      held.set(path, queue);
      return () => {
        held.delete(path);
        for (const answer of queue.splice(0)) answer();
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
