import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';
import { LIMITS } from '../constants';
import { csvColumnsSchema } from '../schemas/boards';
import { attachmentFileSchema } from '../schemas/files';
import { mapZodError } from './map-zod-error';

describe('mapZodError', () => {
  it('turns issues into field issues with string paths', () => {
    const schema = z.object({ items: z.array(z.string().min(1, { error: 'Required.' })) });
    const error = mapZodError(schema.safeParse({ items: ['ok', ''] }).error);
    expect(error.code).toBe('validation');
    expect(error.issues).toEqual([{ path: ['items', '1'], message: 'Required.' }]);
    expect(error.message).toBe('Required.');
  });

  it('uses a code the schema names for files', () => {
    const tooBig = attachmentFileSchema.safeParse({
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1e9,
    });
    expect(mapZodError(tooBig.error).code).toBe('payload-too-large');
    const program = attachmentFileSchema.safeParse({
      fileName: 'a.exe',
      mimeType: 'application/x-msdownload',
      sizeBytes: 1,
    });
    expect(mapZodError(program.error).code).toBe('unsupported-file-type');
  });

  it('keeps the limit a refinement names as the reason', () => {
    const columns = Object.fromEntries(
      Array.from({ length: LIMITS.customFieldsPerBoard + 1 }, (_, i) => [
        `C${String(i)}`,
        { type: 'text', name: `F${String(i)}` },
      ]),
    );
    const error = mapZodError(mini.safeParse(csvColumnsSchema, columns).error);
    expect([error.code, error.reason]).toEqual(['limit-reached', 'customFieldsPerBoard']);
    const plain = mapZodError(z.string().safeParse(1).error);
    expect(plain.reason).toBeUndefined();
  });
});
