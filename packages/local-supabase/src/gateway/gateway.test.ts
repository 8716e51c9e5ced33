import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';

/** Node's own idle keep-alive timeout, which the gateway must not apply (see gateway.ts). */
const NODE_DEFAULT_KEEP_ALIVE_MS = 5000;

describe('gateway keep-alive', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startLocalSupabase({ dataDir: false, port: 0, dbPort: false, log: 'silent' });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  /** Sends one request on `socket` and resolves with the whole response head and body. */
  const exchange = (socket: Socket, apikey: string) =>
    new Promise<string>((resolve, reject) => {
      let text = '';
      const onData = (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const head = text.indexOf('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(text)?.[1];
        if (head >= 0 && length !== undefined && text.length >= head + 4 + Number(length)) {
          socket.off('data', onData);
          resolve(text);
        }
      };
      socket.on('data', onData);
      socket.once('close', () => reject(new Error('the server closed the connection')));
      socket.write(`GET /auth/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${apikey}\r\n\r\n`);
    });

  it('leaves closing an idle keep-alive connection to the client', async () => {
    const { port } = new URL(backend.apiUrl);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    try {
      const first = await exchange(socket, backend.anonKey);
      expect(first).toMatch(/^HTTP\/1\.1 200/);
      // No idle deadline is advertised, so clients keep their own (shorter) one.
      expect(first).not.toMatch(/keep-alive: timeout=/i);
      // Idle past Node's default server timeout, the connection still serves the next request.
      await new Promise((resolve) => setTimeout(resolve, NODE_DEFAULT_KEEP_ALIVE_MS + 1500));
      expect(await exchange(socket, backend.anonKey)).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
