import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { NotificationScanner } from './notification-scanner';
import { acceptLogin, type WireLogin } from './wire-login';

export interface DatabasePortOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The login a client must give; anything else is refused (28P01). */
  login: WireLogin;
  maxConnections?: number;
}

export interface DatabasePort {
  /** `host:port` the server listens on. */
  address: string;
  stop(): Promise<void>;
}

type RawStreamOptions = Parameters<PGlite['execProtocolRawStream']>[1];

/**
 * Serves the embedded database on a Postgres wire port. PGlite is one backend
 * session: the LISTENs the services issue cover wire connections too, but the
 * notifications a wire connection's commit raises come back in that
 * connection's raw reply, which PGlite hands over unparsed. Each reply is
 * therefore scanned and its notifications handed to `notify`, so the
 * services' listeners hear them as they hear their own.
 */
export async function serveDatabasePort(
  pglite: PGlite,
  notify: (channel: string, payload: string) => void,
  options: DatabasePortOptions,
): Promise<DatabasePort> {
  const scanned = new Proxy(pglite, {
    get(target, property) {
      if (property === 'execProtocolRawStream') {
        return (message: Uint8Array, streamOptions: RawStreamOptions) => {
          // Replies are whole messages and never interleave (the socket server runs them one at a
          // time), so each starts a fresh scan.
          const scanner = new NotificationScanner(notify);
          return target.execProtocolRawStream(message, {
            ...streamOptions,
            onRawData: (bytes) => {
              scanner.push(bytes);
              streamOptions.onRawData(bytes);
            },
          });
        };
      }
      // PGlite keeps its state in private fields: its methods must run on the PGlite itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  // The socket server lets anyone in, so it listens on a Unix socket in a folder only this user
  // can enter (mkdtemp makes it 0700); the public port checks the login and then relays to it.
  const folder = mkdtempSync(join(tmpdir(), 'local-supabase-wire-'));
  const inner = join(folder, 'db.sock');
  const server = new PGLiteSocketServer({
    db: scanned,
    path: inner,
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  const open = new Set<Socket>();
  const front = createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    void acceptLogin(client, options.login).then((accepted) => {
      if (!accepted || client.destroyed) return;
      const database = createConnection(inner);
      open.add(database);
      database.once('close', () => {
        open.delete(database);
        client.destroy();
      });
      database.on('error', () => database.destroy());
      client.once('close', () => database.destroy());
      database.write(accepted.startup);
      if (accepted.rest.length > 0) database.write(accepted.rest);
      client.pipe(database);
      database.pipe(client);
      client.resume();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      front.once('error', reject);
      front.listen(options.port, options.host, () => {
        front.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await server.stop();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const { port } = front.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    address: `${host}:${port}`,
    async stop() {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        for (const socket of open) socket.destroy();
      });
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
