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
import { createBoard, signedInClient, type BoardFixture, type SignedInClient } from './storage-board';

/**
 * The SDK as its users get it: the packed tarball installed into a fresh
 * project next to the newest supabase-js 2.x on npm (a peer dependency, so
 * one copy), a consumer that wraps its own client with `fromSupabaseClient`
 * type-checked with strict settings, then run against the local backend.
 * Reads `dist`, which the package's `test` script builds first; needs the
 * npm registry.
 */
const exec = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin', 'tsc');
const PASSWORD = 'teamboard-test-1';
/** The consumer runs on Node with its types, at the version this package's own tests use. */
const NODE_TYPES = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@types/node/package.json')), 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

describe('the packed SDK in a fresh project', () => {
  const project = mkdtempSync(join(tmpdir(), 'teamboard-consumer-'));
  let backend: LocalSupabase;
  let user: SignedInClient;
  let board: BoardFixture;

  beforeAll(async () => {
    await exec('pnpm', ['pack', '--pack-destination', project], { cwd: packageDir });
    const tarball = readdirSync(project).find((name) => name.endsWith('.tgz'));
    if (tarball === undefined) throw new Error('pnpm pack made no tarball');
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: { '@teamboard/sdk': `file:./${tarball}`, '@supabase/supabase-js': '2' },
        devDependencies: { '@types/node': NODE_TYPES },
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
    // Packages already in npm's cache are not fetched again; the newest 2.x is still looked up.
    await exec(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
      {
        cwd: project,
      },
    );
    backend = await startBackend();
    user = await signedInClient(backend, 'consumer');
    board = await createBoard(backend, [[user, 'member']]);
    // Packing, installing and starting a backend take minutes on a busy 2-core machine.
  }, 600_000);

  afterAll(async () => {
    await backend?.stop();
    rmSync(project, { recursive: true, force: true });
  });

  it('installs one supabase-js, the newest 2.x, and no second copy under the SDK', async () => {
    const installed = JSON.parse(
      readFileSync(join(project, 'node_modules', '@supabase', 'supabase-js', 'package.json'), 'utf8'),
    ) as { version: string };
    // The registry's answer as the install saw it (npm's cache), not a second slow fetch.
    const { stdout } = await exec(
      'npm',
      ['view', '@supabase/supabase-js@2', 'version', '--json', '--prefer-offline'],
      {
        cwd: project,
      },
    );
    const versions = JSON.parse(stdout) as string | string[];
    expect(installed.version).toBe(Array.isArray(versions) ? versions.at(-1) : versions);
    expect(readdirSync(join(project, 'node_modules', '@teamboard', 'sdk'))).not.toContain('node_modules');
  }, 120_000);

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
