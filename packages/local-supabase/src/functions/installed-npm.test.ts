import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installedNpmFlags } from './installed-npm';

const root = mkdtempSync(join(tmpdir(), 'installed-npm-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A project with `installed` in its node_modules and one function whose map imports `imports`. */
function project(name: string, imports: Record<string, string>, installed: Record<string, string>) {
  const dir = join(root, name);
  const fn = join(dir, 'supabase', 'functions', 'fn');
  mkdirSync(fn, { recursive: true });
  for (const [pkg, version] of Object.entries(installed)) {
    mkdirSync(join(dir, 'node_modules', pkg), { recursive: true });
    writeFileSync(join(dir, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version }));
  }
  const map = join(fn, 'deno.json');
  writeFileSync(map, JSON.stringify({ imports }));
  return map;
}

describe('installedNpmFlags', () => {
  it('reads npm imports from the project’s node_modules when all are installed at their versions', () => {
    const map = project(
      'all',
      { 'csv-parse/sync': 'npm:csv-parse@7.0.3/sync', zod: 'npm:@scope/zod@4.1.0', local: './local.ts' },
      { 'csv-parse': '7.0.3', '@scope/zod': '4.1.0' },
    );
    expect(installedNpmFlags(map)).toEqual(['--node-modules-dir=manual']);
  });

  it('lets Deno fetch when one is missing, at another version, or named without a version', () => {
    expect(
      installedNpmFlags(project('missing', { a: 'npm:a@1.0.0', b: 'npm:b@1.0.0' }, { a: '1.0.0' })),
    ).toEqual([]);
    expect(installedNpmFlags(project('other', { a: 'npm:a@1.0.0' }, { a: '1.0.1' }))).toEqual([]);
    expect(installedNpmFlags(project('range', { a: 'npm:a' }, { a: '1.0.0' }))).toEqual([]);
  });

  it('adds nothing for a map without npm imports, or one that cannot be read', () => {
    expect(installedNpmFlags(project('none', { greeting: './greeting.ts' }, {}))).toEqual([]);
    const broken = project('broken', {}, {});
    writeFileSync(broken, '{ not json');
    expect(installedNpmFlags(broken)).toEqual([]);
    expect(installedNpmFlags(join(root, 'absent.json'))).toEqual([]);
  });
});
