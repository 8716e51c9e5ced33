import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));
const deno = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');

// Edge functions' own unit tests (`*.test.ts` beside their code) are Deno tests: Deno runs them.
it('edge functions pass their `deno test` unit tests', async () => {
  const run = await promisify(execFile)(deno, ['test', '--no-prompt', '.'], {
    cwd: functionsDir,
    env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
  }).catch((error: unknown) => error as { stdout: string; stderr: string; code?: number });
  expect(run.stderr + run.stdout).toMatch(/ok \| \d+ passed \| 0 failed/);
}, 180_000);
