import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * The JavaScript a route ships: the entry chunk with its static imports,
 * plus the route's lazy chunks (by source path) with theirs, each file once.
 */
export function routeChunks(manifest: Manifest, lazySources: readonly string[]): string[] {
  const keys = new Set<string>();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry === undefined) throw new Error('the build manifest has no entry chunk');
  withStaticImports(manifest, entry, keys);
  for (const source of lazySources) withStaticImports(manifest, source, keys);
  return [...keys].flatMap((key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? [file] : [];
  });
}

export function gzipBytes(outDir: string, files: readonly string[]): number {
  return files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  );
}
