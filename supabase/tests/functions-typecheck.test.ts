import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const functionsDir = fileURLToPath(new URL('../functions', import.meta.url));
const deno = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');

// Edge functions are Deno code, outside ESLint and tsc: Deno's own checker holds them to strict types.
it('edge functions pass `deno check`', async () => {
  const { stderr } = await promisify(execFile)(
    deno,
    [
      'check',
      'invite-member/index.ts',
      'export-board/index.ts',
      'import-board/index.ts',
      'api-token-session/index.ts',
    ],
    {
      cwd: functionsDir,
      env: { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' },
    },
  );
  expect(stderr).not.toMatch(/error/i);
}, 120_000);
