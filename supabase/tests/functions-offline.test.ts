import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { functionGroups } from './support/deno';

// A function's `npm:` imports run from this package's node_modules only while both name the same
// version; if one moves alone, the local backend quietly needs the registry again.
it('installs every npm package an edge function imports, at the version it names', () => {
  const withNpm = functionGroups().filter(({ flags }) => {
    const at = Math.max(flags.indexOf('--config'), flags.indexOf('--import-map'));
    return at >= 0 && readFileSync(flags[at + 1] ?? '', 'utf8').includes('"npm:');
  });
  expect(withNpm.length).toBeGreaterThan(0);
  for (const { flags, names } of withNpm)
    expect(flags, names.join(', ')).toContain('--node-modules-dir=manual');
});
