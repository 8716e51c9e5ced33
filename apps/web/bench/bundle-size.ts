import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The parts of Vite's `.vite/manifest.json` this bench reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** A chunk and everything it imports statically (what loads before it can run). */
function withStaticImports(manifest: Manifest, key: string, into: Set<string>): void {
  if (into.has(key)) return;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
  into.add(key);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

/** The entry chunk and its static imports: the JavaScript every route loads before its own. */
export function entryChunks(manifest: Manifest): string[] {
  const keys = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry === undefined) throw new Error('the build manifest has no entry chunk');
  withStaticImports(manifest, entry, keys);
  return [...keys].flatMap((key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? [file] : [];
  });
}

const gzipped = new Map<string, number>();

/** Gzip (level 9) bytes of build files, by their path in `outDir`, each file once. */
export function gzipBytes(outDir: string, files: Iterable<string>): number {
  let sum = 0;
  for (const file of new Set(files)) {
    const key = join(outDir, file);
    let bytes = gzipped.get(key);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(key), { level: 9 }).length;
      gzipped.set(key, bytes);
    }
    sum += bytes;
  }
  return sum;
}

/** The build files among the URLs a page requested: same origin, JavaScript. */
export function scriptFiles(webUrl: string, urls: Iterable<string>): string[] {
  const origin = new URL(webUrl).origin;
  const files = new Set<string>();
  for (const url of urls) {
    const parsed = new URL(url);
    if (parsed.origin === origin && parsed.pathname.endsWith('.js')) files.add(parsed.pathname.slice(1));
  }
  return [...files].sort();
}

/** What went into each chunk: module id → rendered bytes (before minification's whitespace, after tree-shaking). */
export type ChunkModules = Map<string, [string, number][]>;

/** Collects, during the bench's build, which modules each chunk holds: the bundle report's source. */
export function chunkModulesPlugin(into: ChunkModules): Plugin {
  return {
    name: 'teamboard-bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .map(([id, info]): [string, number] => [shortModuleId(id), info.renderedLength])
          .sort((a, b) => b[1] - a[1]);
        into.set(file, modules);
      }
    },
  };
}

/** `…/node_modules/.pnpm/x@1/node_modules/x/dist/a.js` → `x/dist/a.js`; workspace files from the repo root. */
function shortModuleId(id: string): string {
  const npm = id.lastIndexOf('/node_modules/');
  if (npm !== -1) return id.slice(npm + '/node_modules/'.length);
  const repo = id.search(/\/(apps|packages)\//);
  return repo === -1 ? id : id.slice(repo + 1);
}

/**
 * A text report of the JavaScript each route loads: every file with its gzip size and its largest
 * modules. Written beside the build, so a size row can be traced to what is in it.
 */
export function writeBundleReport(
  outDir: string,
  modules: ChunkModules,
  routes: Readonly<Record<string, readonly string[]>>,
): string {
  const lines: string[] = [];
  for (const [route, files] of Object.entries(routes)) {
    lines.push(
      `${route}: ${(gzipBytes(outDir, files) / 1000).toFixed(1)} kB gzip in ${String(files.length)} files`,
    );
    const sized = files.map((file) => [file, gzipBytes(outDir, [file])] as const).sort((a, b) => b[1] - a[1]);
    for (const [file, bytes] of sized) {
      lines.push(`  ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${file}`);
      for (const [id, length] of (modules.get(file) ?? []).slice(
        0,
        Number(process.env.BUNDLE_REPORT_MODULES ?? 8),
      )) {
        lines.push(`           ${(length / 1000).toFixed(1).padStart(6)} kB raw  ${id}`);
      }
    }
    lines.push('');
  }
  const file = join(outDir, 'bundle-report.txt');
  writeFileSync(file, lines.join('\n'));
  return file;
}
