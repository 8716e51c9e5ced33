import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { denoConfigFlags } from './import-map';

const functionsDir = join(import.meta.dirname, '../../test/fixtures/functions/supabase/functions');

describe('denoConfigFlags', () => {
  it("takes config.toml's import_map (relative to supabase/) before the function's own deno.json", () => {
    expect(denoConfigFlags(functionsDir, 'own-deps', './import-maps/mapped.json')).toEqual([
      '--no-config',
      '--import-map',
      join(functionsDir, '..', 'import-maps', 'mapped.json'),
    ]);
    expect(denoConfigFlags(functionsDir, 'own-deps', undefined)).toEqual([
      '--config',
      join(functionsDir, 'own-deps', 'deno.json'),
    ]);
  });

  it('runs a function without one with no config, never the project root package.json', () => {
    expect(denoConfigFlags(functionsDir, 'hello', undefined)).toEqual(['--no-config']);
  });
});
