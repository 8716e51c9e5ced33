import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiKeys } from '../keys/api-keys';
import { apiKeyAuth } from './api-key';
import { cors } from './cors';
import type { GatewayEnv, Service } from '../service-contract';
import type { Logger } from '../log';

export interface GatewayOptions {
  keys: ApiKeys;
  log: Logger;
  /** Prefix → the service mounted there, e.g. `/auth/v1`. */
  services: Record<string, Service>;
  /**
   * Routes outside the Supabase APIs that only this machine's own browser tab
   * may read (the mailbox): served with no CORS headers, so a page on another
   * origin gets nothing back from them.
   */
  localOnly?: Record<string, Hono<GatewayEnv>>;
}

/** One HTTP app routing each Supabase API prefix to its service. */
export function createGatewayApp(options: GatewayOptions): Hono<GatewayEnv> {
  const app = new Hono<GatewayEnv>();
  const localOnly = Object.entries(options.localOnly ?? {});
  app.use('*', cors({ excludePrefixes: localOnly.map(([prefix]) => prefix) }));
  app.use('*', apiKeyAuth(options.keys));
  for (const [prefix, service] of Object.entries(options.services)) app.route(prefix, service.app);
  for (const [prefix, routes] of localOnly) app.route(prefix, routes);
  app.get('/', (c) => c.json({ name: 'local-supabase', apis: Object.keys(options.services) }));
  app.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));
  app.onError((error, c) => {
    options.log.error(`${c.req.method} ${c.req.path} failed`, error);
    return c.json({ message: 'An unexpected error occurred' }, 500);
  });
  return app;
}

/** Starts the gateway on host:port (0 = any free port) and routes WebSocket upgrades. */
export async function listen(
  app: Hono<GatewayEnv>,
  services: Record<string, Service>,
  host: string,
  port: number,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  // An idle keep-alive connection is closed by the client, never by the server. When the server
  // closes it (Node's default: after 5 s, advertised in `Keep-Alive: timeout=5`), a client that
  // reuses the socket just then has its request reset (ECONNRESET) — which happens whenever the
  // event loop is busy (PGlite runs on it) and both sides' timers fire late together. Without a
  // server timeout there is no such race: clients close idle sockets on their own clock (fetch
  // after 4 s, browsers after minutes), as they do behind hosted Supabase's gateway.
  server.keepAliveTimeout = 0;
  // Upgraded sockets are no longer HTTP connections, so closeAllConnections() leaves them be and
  // server.close() would wait until every realtime client hangs up by itself.
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const entry = Object.entries(services).find(([prefix, s]) => s.handleUpgrade && path.startsWith(prefix));
    if (entry) entry[1].handleUpgrade!(req, socket, head);
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  return {
    server,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
      }),
  };
}
