import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from './start';

const projectDir = fileURLToPath(new URL('../test/fixtures/basic', import.meta.url));
const folders: string[] = [];
const running: LocalSupabase[] = [];

function newDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'ls-data-folder-'));
  folders.push(root);
  return join(root, 'data');
}

async function start(dataDir: string): Promise<LocalSupabase> {
  const backend = await startLocalSupabase({ projectDir, dataDir, port: 0, dbPort: false, log: 'silent' });
  running.push(backend);
  return backend;
}

async function stop(backend: LocalSupabase): Promise<void> {
  running.splice(running.indexOf(backend), 1);
  await backend.stop();
}

/** Every path under `dir` (itself included) whose group or other bits are set, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stats = statSync(path);
    if (stats.mode & 0o077) found.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
  };
  visit(dir);
  return found;
}

/** A pid no process has any more: a child that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid;
}

afterEach(async () => {
  for (const backend of running.splice(0)) await backend.stop();
});
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('the data folder', () => {
  it('is refused to a second backend while the first runs, and free again once it stops', async () => {
    const dataDir = newDataDir();
    const first = await start(dataDir);
    await expect(start(dataDir)).rejects.toThrow(
      `The data folder ${dataDir} is in use by local-supabase (pid ${process.pid})`,
    );
    // The first backend is untouched by the refused start.
    const client = createClient(first.apiUrl, first.anonKey, { auth: { persistSession: false } });
    expect((await client.from('profiles').select('id')).error).toBeNull();
    await stop(first);
    await stop(await start(dataDir));
  });

  it('is refused while another live process holds its lock', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'backend.pid'), `${process.ppid}\n`);
    await expect(start(dataDir)).rejects.toThrow(`is in use by local-supabase (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'backend.pid'), `${deadPid()}\n`);
    const backend = await start(dataDir);
    expect(readFileSync(join(dataDir, 'backend.pid'), 'utf8').trim()).toBe(String(process.pid));
    await stop(backend);
  });

  it('keeps every folder 0700 and every file 0600, also a folder left open before', async () => {
    const dataDir = newDataDir();
    mkdirSync(dataDir, { recursive: true, mode: 0o777 });
    chmodSync(dataDir, 0o777);
    writeFileSync(join(dataDir, 'jwt-secret'), 'an-old-secret-that-is-long-enough-for-hs256-signing\n', {
      mode: 0o666,
    });
    chmodSync(join(dataDir, 'jwt-secret'), 0o666);
    const backend = await start(dataDir);
    // Already while it runs, not only once it stopped: the database loaded from a template too.
    expect(openToOthers(dataDir)).toEqual([]);
    const admin = createClient(backend.apiUrl, backend.secretKey, { auth: { persistSession: false } });
    expect((await admin.storage.createBucket('modes')).error).toBeNull();
    const upload = await admin.storage.from('modes').upload('a/b/file.txt', Buffer.from('secret bytes'));
    expect(upload.error).toBeNull();
    await stop(backend);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});
