import { describe, expect, it } from 'vitest';
import { INLINE_ATTACHMENT_MIME_TYPES } from '../constants';
import { canShowInline, hasRefusedExtension } from './file-rules';

describe('canShowInline', () => {
  it.each([...INLINE_ATTACHMENT_MIME_TYPES, 'IMAGE/PNG', 'text/plain; charset=utf-8'])('shows %j', (type) => {
    expect(canShowInline(type)).toBe(true);
  });

  it.each([
    'text/html',
    'image/svg+xml',
    'application/xhtml+xml',
    'application/xml',
    'text/xml',
    'application/octet-stream',
    'text/html; charset=utf-8',
    '',
  ])('offers %j only as a download', (type) => {
    expect(canShowInline(type)).toBe(false);
  });
});

describe('hasRefusedExtension', () => {
  it.each(['run.js', 'x.HTA', 'a/b/c/link.lnk', 'setup.exe', 'install.sh'])('refuses %j', (name) => {
    expect(hasRefusedExtension(name)).toBe(true);
  });

  it.each(['page.html', 'logo.svg', 'js', '.js/readme', 'notes.txt', 'archive.tar.gz'])(
    'allows %j',
    (name) => {
      expect(hasRefusedExtension(name)).toBe(false);
    },
  );
});
