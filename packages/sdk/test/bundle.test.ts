import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What an app's bundler keeps of the published `dist`: one module per source
 * file and `sideEffects: false` must let it drop the calls a page does not
 * use, and the schemas must not bring full zod or its other locales. Reads
 * `dist`, which turbo builds before this package's tests (`pnpm build` when run alone). Messages stand for
 * the modules they live in: bundlers keep strings as written.
 */
const packageDir = fileURLToPath(new URL('..', import.meta.url));

async function bundle(names: readonly string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './dist/index.js';`,
      resolveDir: packageDir,
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

describe('dist bundles', () => {
  it('a sign-in page keeps its own schema and drops the others and full zod', async () => {
    const code = await bundle(['createTeamboardClient', 'signInWithPassword']);
    expect(code).toContain('Enter a valid email address.');
    // Schemas of calls the page does not make: attachments, activity, exports.
    expect(code).not.toContain('Programs cannot be attached.');
    expect(code).not.toContain('Give exactly one of boardId, cardId or workspaceId.');
    expect(code).not.toContain('Export as json or csv.');
    // Full zod registers its classes by name; zod/mini's are `ZodMini…`.
    expect(code).not.toContain('"ZodString"');
    expect(code).not.toContain('Ungültige Eingabe');
  });

  it('storage calls keep the file schemas', async () => {
    const code = await bundle(['createTeamboardClient', 'uploadAttachment']);
    expect(code).toContain('Programs cannot be attached.');
    expect(code).not.toContain('Export as json or csv.');
  });
});
