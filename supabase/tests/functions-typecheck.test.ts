import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { databaseDir, deno, denoEnv, functionGroups, inFunctions } from './support/deno';

// Edge functions are Deno code, outside ESLint and tsc: Deno's own checker holds them to strict types,
// each function with the dependencies its own deno.json names.
it.each(functionGroups().map((group) => [group.names.join(', '), group] as const))(
  'edge functions pass `deno check`: %s',
  async (_names, { flags, names }) => {
    const { stderr } = await promisify(execFile)(
      deno,
      ['check', ...flags, ...names.map((name) => `${inFunctions(name)}/index.ts`)],
      { cwd: databaseDir, env: denoEnv },
    );
    expect(stderr).not.toMatch(/error/i);
  },
  120_000,
);
