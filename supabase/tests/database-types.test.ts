import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/db-types.mjs', import.meta.url));
const committed = fileURLToPath(new URL('../../packages/sdk/src/database.types.ts', import.meta.url));

// The SDK is typed from this file: it must be what the real CLI generates
// from the migrations today. Fix a failure with `pnpm db:types`.
it('packages/sdk/src/database.types.ts matches a fresh `supabase gen types`', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [script, '--print'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  expect(stdout).toBe(readFileSync(committed, 'utf8'));
}, 120_000);
