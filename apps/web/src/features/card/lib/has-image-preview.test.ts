import { describe, expect, it } from 'vitest';
import { hasImagePreview } from './has-image-preview';

describe('hasImagePreview', () => {
  it('previews the images the SDK shows inline', () => {
    for (const type of ['image/png', 'image/jpeg', 'IMAGE/WEBP', 'image/gif; charset=binary'])
      expect(hasImagePreview(type)).toBe(true);
  });

  it('keeps other inline types, SVG and unknown types as files', () => {
    for (const type of ['application/pdf', 'text/plain', 'audio/mpeg', 'image/svg+xml', 'text/html', ''])
      expect(hasImagePreview(type)).toBe(false);
  });
});
