import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { NotificationScanner } from './notification-scanner';

export interface DatabasePortOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
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
  const server = new PGLiteSocketServer({
    db: scanned,
    host: options.host,
    port: options.port,
    maxConnections: options.maxConnections ?? 16,
  });
  await server.start();
  return { address: server.getServerConn(), stop: () => server.stop() };
}
