import { globSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFiles, scanSource } from './build/literal-scan';

const src = path.join(import.meta.dirname, '..');

/** What ships: components and their helpers; stories, tests and story fixtures show sample data. */
const shipped = globSync('**/*.{ts,tsx}', { cwd: src })
  .filter(
    (file) =>
      !/\.(test|test-d|stories|tests\.stories|fixtures)\.tsx?$/.test(file) && !file.startsWith('fixtures/'),
  )
  .filter(
    (file) =>
      !file.startsWith('i18n/messages/') &&
      !file.startsWith('i18n/compiled/') &&
      !file.startsWith('i18n/build/'),
  )
  .map((file) => path.join(src, file));

describe('component text comes from the catalogue', () => {
  it('scans the shipped sources', () => {
    expect(shipped.length).toBeGreaterThan(50);
  });

  it('no component renders or announces a literal string', () => {
    expect(
      scanFiles(shipped).map((hit) => `${path.relative(src, hit.file)}:${String(hit.line)} ${hit.text}`),
    ).toEqual([]);
  });

  it('catches JSX text, text props, text in child expressions and toast/menu objects', () => {
    const source = `
      const a = <p>Hello there</p>;
      const b = <Button aria-label="Close it" className="x y" />;
      const c = <span>{busy ? 'Saving…' : label}</span>;
      const d = toast({ title: \`Saved \${name}\` });
      const e = <span aria-hidden> · {n}/{m}</span>;
    `;
    expect(scanSource('x.tsx', source).map((hit) => hit.text)).toEqual([
      'Hello there',
      'Close it',
      'Saving…',
      'Saved',
    ]);
  });
});
