import { globSync } from 'node:fs';
import path from 'node:path';
import { scanFiles } from '@teamboard/ui/i18n-build';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '../..');

/** Every screen and shared module of the app: all of them take their text from the catalogue. */
const files = globSync('**/*.{ts,tsx}', { cwd: src })
  .filter((file) => !/\.(test|test-d)\.tsx?$/.test(file) && !file.startsWith('shared/i18n/messages/'))
  .filter((file) => !file.startsWith('shared/i18n/compiled/'))
  .map((file) => path.join(src, file));

describe('the app takes its text from the catalogue', () => {
  it('scans them', () => {
    expect(files.length).toBeGreaterThan(60);
  });

  it('renders and announces no literal string', () => {
    expect(
      scanFiles(files).map((hit) => `${path.relative(src, hit.file)}:${String(hit.line)} ${hit.text}`),
    ).toEqual([]);
  });
});
