import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `npm:name@version/sub/path`, `npm:@scope/name@version`: the package and its exact version. */
const NPM_SPECIFIER = /^npm:((?:@[^/@]+\/)?[^/@]+)@(\d+\.\d+\.\d+[^/]*)(?:\/.*)?$/;

/** The version installed in the nearest `node_modules/<name>` at or above `from`, if any. */
function installedVersion(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version;
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * `--node-modules-dir=manual` when every `npm:` import of a function's import map (a `.json` file)
 * is installed at exactly the version it names in a `node_modules` folder above it, as the
 * project's package manager put it there: Deno then reads the packages from there instead of
 * downloading them into its cache, so functions run with no network after `pnpm install`. With
 * anything missing, or a map without `npm:` imports, no flag: Deno fetches as usual.
 */
export function installedNpmFlags(mapPath: string): string[] {
  if (!mapPath.endsWith('.json')) return [];
  let imports: unknown;
  try {
    imports = (JSON.parse(readFileSync(mapPath, 'utf8')) as { imports?: unknown }).imports;
  } catch {
    return [];
  }
  if (typeof imports !== 'object' || imports === null) return [];
  const wanted = Object.values(imports)
    .filter((target): target is string => typeof target === 'string' && target.startsWith('npm:'))
    .map((target) => NPM_SPECIFIER.exec(target));
  if (wanted.length === 0) return [];
  const from = dirname(mapPath);
  const allInstalled = wanted.every(
    (match) => match !== null && installedVersion(from, match[1]!) === match[2],
  );
  return allInstalled ? ['--node-modules-dir=manual'] : [];
}
