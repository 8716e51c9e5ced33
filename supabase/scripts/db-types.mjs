// Regenerates packages/sdk/src/database.types.ts with the real Supabase CLI
// from a throwaway local backend that has every migration applied.
//   pnpm db:types            write the file
//   pnpm db:types --print    print to stdout instead (the drift test uses this)
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startLocalSupabase } from '@teamboard/local-supabase';
import prettier from 'prettier';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const target = fileURLToPath(new URL('../../packages/sdk/src/database.types.ts', import.meta.url));

export async function generateDatabaseTypes() {
  const backend = await startLocalSupabase({
    projectDir,
    dataDir: false,
    port: 0,
    dbPort: 0,
    seed: false,
    log: 'silent',
  });
  try {
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['exec', 'supabase', 'gen', 'types', 'typescript', `--remote=${backend.dbUrl}`, '--schema', 'public'],
      { cwd: projectDir, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, PGSSLMODE: 'disable' } },
    );
    // The CLI may print connection notices before the code; the code starts at its first export.
    const start = stdout.indexOf('export ');
    if (start < 0) throw new Error(`supabase gen types printed no types:\n${stdout}`);
    // Formatted like every other file, so `prettier --check` and reviews stay quiet.
    const options = (await prettier.resolveConfig(target)) ?? {};
    return prettier.format(stdout.slice(start), { ...options, filepath: target });
  } finally {
    await backend.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await generateDatabaseTypes();
  if (process.argv.includes('--print')) process.stdout.write(types);
  else writeFileSync(target, types);
}
