// The edge functions as Deno tools see them: each checked and tested with the dependencies it names
// itself (its deno.json or config.toml's import_map), as the local backend and `supabase functions
// deploy` run it.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoConfigFlags, loadProjectConfig } from '@teamboard/local-supabase';

export const functionsDir = fileURLToPath(new URL('../../functions', import.meta.url));
/**
 * Where Deno tools run: from here Deno finds this package's `package.json`, and with it the
 * `node_modules/@types/node` that checking `node:` imports needs when packages come from there.
 */
export const databaseDir = dirname(functionsDir);
/** A function's folder, as named from {@link databaseDir}. */
export const inFunctions = (name: string) => join('functions', name);
export const deno = join(dirname(createRequire(import.meta.url).resolve('deno/package.json')), 'deno');
export const denoEnv = { ...process.env, NO_COLOR: '1', DENO_NO_UPDATE_CHECK: '1' };

/** The functions (folders with an `index.ts`), grouped by the Deno config flags they run with. */
export function functionGroups(): { flags: string[]; names: string[] }[] {
  const config = loadProjectConfig(dirname(dirname(functionsDir)));
  const groups = new Map<string, { flags: string[]; names: string[] }>();
  for (const entry of readdirSync(functionsDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || !existsSync(join(functionsDir, entry.name, 'index.ts'))) continue;
    const flags = denoConfigFlags(functionsDir, entry.name, config.functions[entry.name]?.importMap);
    const key = flags.join('\0');
    const group = groups.get(key) ?? { flags, names: [] };
    group.names.push(entry.name);
    groups.set(key, group);
  }
  return [...groups.values()];
}
