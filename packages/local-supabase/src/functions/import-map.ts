import { existsSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { installedNpmFlags } from './installed-npm';

/**
 * The Deno flags that give a function its dependencies, found as the Supabase CLI finds them for
 * `functions serve` and `functions deploy`: `[functions.<name>] import_map` (relative to
 * `supabase/`), else the function's own `deno.json` / `deno.jsonc`, else the legacy shared
 * `supabase/functions/import_map.json`. A `deno.json` is passed as Deno's config, so its
 * `nodeModulesDir` and lockfile apply too. Anything else runs with `--no-config`: a deployed
 * function sees no other config either, and Deno looking upwards would meet the project's root
 * `package.json` beside `pnpm-workspace.yaml`, which it rewrites when an `npm:` import appears.
 * Packages the project has installed are read from its `node_modules` (see `installedNpmFlags`),
 * with the function's `deno.json` as its import map.
 */
export function denoConfigFlags(functionsDir: string, name: string, importMap: string | undefined): string[] {
  const supabaseDir = resolve(functionsDir, '..');
  const candidates = importMap
    ? [resolve(supabaseDir, importMap)]
    : [
        join(functionsDir, name, 'deno.json'),
        join(functionsDir, name, 'deno.jsonc'),
        join(functionsDir, 'import_map.json'),
      ];
  const found = candidates.find((path) => existsSync(path));
  if (found === undefined) return ['--no-config'];
  const installed = installedNpmFlags(found);
  // Read from node_modules, a deno.json serves as the import map only: as a config it would stop
  // Deno finding the `@types/node` that checking `node:` imports needs there.
  if (installed.length > 0) return ['--no-config', '--import-map', found, ...installed];
  if (/^deno\.jsonc?$/.test(basename(found))) return ['--config', found];
  return ['--no-config', '--import-map', found];
}
