import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from './local-backend';
import { installedClosure, npmInstallOffline, packForOffline, requireNpm } from './offline-install';
import { createBoard, signedInClient, type BoardFixture, type SignedInClient } from './storage-board';

/**
 * The SDK as its users get it: the packed tarball installed with npm into a
 * fresh project next to supabase-js (a peer dependency, so one copy), a
 * consumer that wraps its own client with `fromSupabaseClient` type-checked
 * with strict settings, then run against the local backend. No network: every
 * package comes from this workspace's install (test/offline-install.ts), so
 * supabase-js is the version the workspace pins. Reads `dist`, which turbo
 * builds before this package's tests.
 */
const exec = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const PASSWORD = 'teamboard-test-1';
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
/** What the consumer installs besides the SDK, as this workspace resolved it: the peer, Node's types, the SDK's own dependencies. */
const available = installedClosure(packageDir, [
  '@supabase/supabase-js',
  '@types/node',
  ...Object.keys(manifest.dependencies),
]);
const versionOf = (name: string) => available.find((entry) => entry.name === name)?.version;

describe('the packed SDK in a fresh project', () => {
  const project = mkdtempSync(join(tmpdir(), 'teamboard-consumer-'));
  let backend: LocalSupabase;
  let user: SignedInClient;
  let board: BoardFixture;

  beforeAll(async () => {
    await requireNpm();
    await exec('pnpm', ['pack', '--pack-destination', project], { cwd: packageDir });
    const tarball = readdirSync(project).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error('pnpm pack made no tarball');
    const local = await packForOffline(project, available);
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@teamboard/sdk': `file:./${tarball}`,
          '@supabase/supabase-js': local['@supabase/supabase-js'],
        },
        devDependencies: { '@types/node': local['@types/node'] },
        overrides: local,
      }),
    );
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'es2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          lib: ['es2023', 'dom'],
          types: ['node'],
          noEmit: true,
          // As most apps do: supabase-js's own declarations are not this test's subject.
          skipLibCheck: true,
        },
        files: ['consumer.ts'],
      }),
    );
    copyFileSync(join(packageDir, 'test', 'consumer', 'consumer.ts'), join(project, 'consumer.ts'));
    await npmInstallOffline(project);
    backend = await startBackend();
    user = await signedInClient(backend, 'consumer');
    board = await createBoard(backend, [[user, 'member']]);
    // Packing, installing and starting a backend take minutes on a busy 2-core machine.
  }, 300_000);

  afterAll(async () => {
    await backend?.stop();
    rmSync(project, { recursive: true, force: true });
  });

  it('installs one supabase-js, the one the workspace pins, and no second copy under the SDK', () => {
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules', '@supabase', 'supabase-js', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toBe(versionOf('@supabase/supabase-js'));
    expect(readdirSync(join(project, 'node_modules', '@teamboard', 'sdk'))).not.toContain('node_modules');
  });

  it('type-checks a consumer that wraps its own client with fromSupabaseClient', async () => {
    const result = await exec(process.execPath, [tsc, '-p', '.'], { cwd: project }).catch(
      (error: Error & { stdout?: string }) => ({ stdout: error.stdout ?? error.message }),
    );
    expect(result.stdout).toBe('');
  });

  it('signs in, loads a board, follows it live and gets a typed error code', async () => {
    const { stdout } = await exec(
      process.execPath,
      ['consumer.ts', backend.apiUrl, backend.anonKey, user.email, PASSWORD, board.boardId],
      { cwd: project },
    );
    expect(JSON.parse(stdout)).toEqual({
      userEmail: user.email,
      boardName: 'Board',
      lists: 2,
      cards: 1,
      liveInsert: true,
      errorCode: 'not-found',
    });
  });
});
