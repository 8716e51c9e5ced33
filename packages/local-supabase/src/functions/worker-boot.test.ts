import { join } from 'node:path';
import { FunctionsHttpError, createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from '../log';
import { startLocalSupabase, type LocalSupabase } from '../start';

const projectDir = join(import.meta.dirname, '../../test/fixtures/functions');

/** A logger that keeps the errors it is given, to read what a developer would see. */
function recordingLogger(): Logger & { errors: string[] } {
  const errors: string[] = [];
  return { errors, info() {}, warn() {}, error: (message) => void errors.push(message) };
}

let backend: LocalSupabase;
const log = recordingLogger();

beforeAll(async () => {
  backend = await startLocalSupabase({ projectDir, dataDir: false, port: 0, dbPort: false, log });
});
afterAll(() => backend?.stop());

describe('edge function boot errors', () => {
  it('answers BOOT_ERROR and logs which import failed', async () => {
    const sb = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
    const error: unknown = (await sb.functions.invoke('bad-import')).error;
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const res = (error as FunctionsHttpError).context as Response;
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: 'BOOT_ERROR',
      message: 'Worker failed to boot (please check logs)',
    });
    const line = log.errors.find((message) => message.startsWith('[bad-import]'));
    expect(line).toMatch(/failed to boot: .*Module not found .*bad-import\/missing-helper\.ts/);
  });

  it('logs the error a function throws while loading', async () => {
    const sb = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
    await sb.functions.invoke('broken');
    expect(log.errors).toContain('[broken] function broken failed to boot: cannot start');
  });
});

describe('edge function entry styles', () => {
  it('serves a module whose default export has fetch, as the edge runtime does', async () => {
    const sb = createClient(backend.apiUrl, backend.anonKey, { auth: { persistSession: false } });
    const result = await sb.functions.invoke<{ path: string; method: string }>('declarative/x', {
      method: 'PUT',
      body: { a: 1 },
    });
    expect(result.error as unknown).toBeNull();
    expect(result.data).toEqual({ path: '/declarative/x', method: 'PUT' });
  });
});
