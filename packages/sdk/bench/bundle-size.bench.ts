import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Benchmark, Figure } from '@teamboard/bench-kit';

// The sources, not dist: the build keeps one module per source file, so an app's bundler sees the
// same modules, and the bench needs no build of its own package first.
const sdkEntry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('..', import.meta.url));

/** Minified and gzipped bytes of what a browser app importing `code` ships. */
async function size(code: string): Promise<{ min: number; gzip: number }> {
  const result = await build({
    stdin: { contents: code, resolveDir: packageDir, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: output.length, gzip: gzipSync(output, { level: 9 }).length };
}

const kb = (bytes: number) => bytes / 1024;

/**
 * A sign-in screen (a client and one auth call), a typical app (sign-in, the
 * board's cards and live updates) and file uploads, each beside supabase-js'
 * own client, which every Teamboard app ships anyway.
 */
const bench: Benchmark = {
  name: 'bundle size',
  async run(): Promise<Figure[]> {
    const signIn = await size(
      `export { createTeamboardClient, signInWithPassword } from ${JSON.stringify(sdkEntry)};`,
    );
    const typical = await size(
      `export { createTeamboardClient, signInWithPassword, listCards, moveCard, subscribeToBoard } from ${JSON.stringify(sdkEntry)};`,
    );
    const storage = await size(
      `export { createTeamboardClient, uploadAttachment, getAttachmentUrl, uploadAvatar } from ${JSON.stringify(sdkEntry)};`,
    );
    const supabase = await size(`export { createClient } from '@supabase/supabase-js';`);
    const ref = (value: number) => ({ name: 'supabase-js createClient', value });
    return [
      {
        name: 'sdk sign-in only (min)',
        value: kb(signIn.min),
        unit: 'KiB',
        reference: ref(kb(supabase.min)),
        ratio: signIn.min / supabase.min,
      },
      {
        name: 'sdk sign-in only (gzip)',
        value: kb(signIn.gzip),
        unit: 'KiB',
        reference: ref(kb(supabase.gzip)),
        ratio: signIn.gzip / supabase.gzip,
      },
      {
        name: 'sdk auth+cards+realtime (min)',
        value: kb(typical.min),
        unit: 'KiB',
        reference: ref(kb(supabase.min)),
        ratio: typical.min / supabase.min,
      },
      {
        name: 'sdk auth+cards+realtime (gzip)',
        value: kb(typical.gzip),
        unit: 'KiB',
        reference: ref(kb(supabase.gzip)),
        ratio: typical.gzip / supabase.gzip,
      },
      {
        name: 'sdk storage (gzip)',
        value: kb(storage.gzip),
        unit: 'KiB',
        reference: ref(kb(supabase.gzip)),
        ratio: storage.gzip / supabase.gzip,
      },
    ];
  },
};
export default bench;
