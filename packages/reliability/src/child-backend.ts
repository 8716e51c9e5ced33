import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The local backend's CLI, run as its own process the way `pnpm dev` runs it. */
export interface ChildBackend {
  process: ChildProcess;
  apiUrl: string;
  serviceRoleKey: string;
  anonKey: string;
  jwtSecret: string;
  output(): string;
}

const cli = join(
  createRequire(import.meta.url).resolve('@teamboard/local-supabase/package.json'),
  '..',
  'dist',
  'cli.js',
);

/**
 * Copies the project's `supabase/config.toml` and the named folders of
 * `supabase/` into `dir`. The demo identity provider that `start` runs for
 * the sign-in providers gets a free port instead of the fixed one: a
 * developer's own backend (or another test's) may hold that one, and the
 * child would then fail to start.
 */
export function copyProject(from: string, dir: string, folders: string[], idpPort: number): void {
  const config = readFileSync(join(from, 'supabase', 'config.toml'), 'utf8');
  cpSync(join(from, 'supabase', 'config.toml'), join(dir, 'supabase', 'config.toml'));
  // The providers' `url = "http://127.0.0.1:<port>/…"` lines: the port is where start runs the provider.
  writeFileSync(
    join(dir, 'supabase', 'config.toml'),
    config.replaceAll(/^url = "http:\/\/127\.0\.0\.1:\d+\//gm, `url = "http://127.0.0.1:${idpPort}/`),
  );
  for (const folder of folders) {
    cpSync(join(from, 'supabase', folder), join(dir, 'supabase', folder), { recursive: true });
  }
}

/** Starts `local-supabase start` on `projectDir` (data in its .local-supabase/) and waits until it serves. */
export async function startChildBackend(
  projectDir: string,
  port: number,
  dbPort: number,
): Promise<ChildBackend> {
  const child = spawn(
    process.execPath,
    [cli, 'start', '--project', projectDir, '--port', String(port), '--db-port', String(dbPort)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`backend did not start:\n${output}`)), 90_000);
    const check = () => {
      if (output.includes('Started local Supabase')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${output}`));
    });
  });
  const status = JSON.parse(readFileSync(join(projectDir, '.local-supabase', 'status.json'), 'utf8')) as {
    apiUrl: string;
    serviceRoleKey: string;
    anonKey: string;
    jwtSecret: string;
  };
  return { process: child, ...status, output: () => output };
}

/** Kills the process outright, as a crash or `kill -9` would, and waits for it to be gone. */
export async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await gone;
}

/** Stops it the polite way (SIGTERM), waiting at most 20 s before killing it. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await gone;
  clearTimeout(timer);
}
