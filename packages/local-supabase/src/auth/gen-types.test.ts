import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSupabase, type LocalSupabase } from '../start';
import { authFixtureDir } from '../../test/support/auth-backend';

const cli = fileURLToPath(new URL('../../../../node_modules/.bin/supabase', import.meta.url));

// The repo root installs the Supabase CLI; without it there is nothing to check.
describe.skipIf(!existsSync(cli))('supabase gen types against the embedded database', () => {
  let backend: LocalSupabase;
  beforeAll(async () => {
    backend = await startLocalSupabase({
      projectDir: authFixtureDir,
      dataDir: false,
      port: 0,
      dbPort: 0,
      log: 'silent',
    });
  });
  afterAll(async () => backend?.stop());

  it('generates the fixture table types through the wire port', { timeout: 120_000 }, async () => {
    const { stdout } = await promisify(execFile)(
      cli,
      ['gen', 'types', 'typescript', `--remote=${backend.dbUrl}`, '--schema', 'public'],
      { timeout: 110_000, cwd: tmpdir() },
    );
    expect(stdout).toMatch(/"profiles": \{\s*Row: \{/);
    expect(stdout).toMatch(/"display_name": string,"email": string \| null,"id": string/);
  });
});
