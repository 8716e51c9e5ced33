import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { databaseDir, deno, denoEnv, functionGroups, functionsDir, inFunctions } from './support/deno';

const hasTests = (name: string) =>
  readdirSync(join(functionsDir, name), { recursive: true }).some((file) =>
    String(file).endsWith('.test.ts'),
  );

// Edge functions' own unit tests (`*.test.ts` beside their code) are Deno tests: Deno runs them,
// each function's with the dependencies its own deno.json names.
const groups = functionGroups()
  .map((group) => ({ ...group, names: group.names.filter(hasTests) }))
  .filter((group) => group.names.length > 0);

it.each(groups.map((group) => [group.names.join(', '), group] as const))(
  'edge functions pass their `deno test` unit tests: %s',
  async (_names, { flags, names }) => {
    const run = await promisify(execFile)(
      deno,
      ['test', '--no-prompt', ...flags, ...names.map(inFunctions)],
      {
        cwd: databaseDir,
        env: denoEnv,
      },
    ).catch((error: unknown) => error as { stdout: string; stderr: string; code?: number });
    expect(run.stderr + run.stdout).toMatch(/ok \| \d+ passed \| 0 failed/);
  },
  180_000,
);
