import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without declarations; its shape is checked below
import { generateFunctionSchemas, targetDir } from '../scripts/function-schemas.mjs';

const generate = generateFunctionSchemas as () => Promise<Map<string, string>>;

// Edge functions validate with a build of the SDK's schemas kept in functions/_shared/sdk.
// When a schema changes in the SDK, this fails until `pnpm --filter @teamboard/database gen:function-schemas` runs.
it('functions/_shared/sdk is the current build of the SDK schemas', async () => {
  const files = await generate();
  expect([...files.keys()].sort()).toEqual(['inputs.d.ts', 'inputs.js']);
  for (const [file, content] of files) {
    expect(readFileSync(join(targetDir as string, file), 'utf8'), `${file} drifted from the SDK`).toBe(
      content,
    );
  }
});

it('the build carries the SDK’s own messages', async () => {
  const code = (await generate()).get('inputs.js') ?? '';
  expect(code).toContain('Invitations grant admin, member or viewer.');
  expect(code).toContain('Export as json or csv.');
});
