import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES as AUTH_LIMIT } from '../auth/plumbing/body';
import { MAX_BODY_BYTES as REST_LIMIT } from '../rest/request';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = fileURLToPath(new URL('../../test/fixtures/basic', import.meta.url));
/** Where the client gives up: a server that buffers the whole body only answers after this much. */
const CLIENT_CAP = 64 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

/**
 * Sends a chunked body (no Content-Length, so nothing can be refused up front) until the server
 * answers or the cap is reached, and reports how much it had sent by then. Writes wait for the
 * socket to drain, so what was sent is what the server had taken in, plus the kernel's buffers.
 */
function sendUntilAnswered(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, sent }));
    });
    // Once the server has answered it may close the socket under a write still in flight.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < CLIENT_CAP) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', pump);
          return;
        }
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe('request bodies over the limit', () => {
  let backend: LocalSupabase;

  beforeAll(async () => {
    backend = await startLocalSupabase({ projectDir, dataDir: false, port: 0, dbPort: false, log: 'silent' });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  it('are refused by REST with 413 while they stream, not after buffering them whole', async () => {
    const { status, sent } = await sendUntilAnswered(`${backend.apiUrl}/rest/v1/profiles`, {
      apikey: backend.serviceRoleKey,
      'content-type': 'application/json',
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(REST_LIMIT + 8 * 1024 * 1024);
  });

  it('are refused by Auth with 413 while they stream', async () => {
    const { status, sent } = await sendUntilAnswered(`${backend.apiUrl}/auth/v1/signup`, {
      apikey: backend.anonKey,
      'content-type': 'application/json',
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(AUTH_LIMIT + 8 * 1024 * 1024);
  });

  it('are refused by Realtime broadcast and Storage JSON routes with 413 or 400 while they stream', async () => {
    const broadcast = await sendUntilAnswered(`${backend.apiUrl}/realtime/v1/api/broadcast`, {
      apikey: backend.serviceRoleKey,
      'content-type': 'application/json',
    });
    expect(broadcast.status).toBe(413);
    expect(broadcast.sent).toBeLessThan(CLIENT_CAP / 2);
    const bucket = await sendUntilAnswered(`${backend.apiUrl}/storage/v1/bucket`, {
      apikey: backend.serviceRoleKey,
      authorization: `Bearer ${backend.serviceRoleKey}`,
      'content-type': 'application/json',
    });
    expect(bucket.sent).toBeLessThan(CLIENT_CAP / 2);
  });
});
