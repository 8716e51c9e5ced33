import { describe, expect, it } from 'vitest';
import { LIMITS, REFUSED_ATTACHMENT_EXTENSIONS, REFUSED_ATTACHMENT_MIME_TYPES } from '../constants';
import {
  attachmentFileSchema,
  avatarFileSchema,
  createAttachmentInput,
  describeFile,
  fileNameSchema,
  mimeTypeSchema,
} from './files';

const file = { fileName: 'plan.pdf', mimeType: 'application/pdf', sizeBytes: 1024 };

describe('mimeTypeSchema', () => {
  it('normalises case and parameters', () => {
    expect(mimeTypeSchema.parse('Text/Plain; charset=UTF-8')).toBe('text/plain');
  });

  it('reads an unknown type as octet-stream', () => {
    expect(mimeTypeSchema.parse('')).toBe('application/octet-stream');
  });

  it('rejects what is not a media type', () => {
    expect(mimeTypeSchema.safeParse('pdf').success).toBe(false);
  });
});

describe('fileNameSchema', () => {
  it.each(['a/b.txt', 'a\\b.txt', 'a\u0000b', '.', '..', '', 'x'.repeat(256)])('rejects %j', (name) => {
    expect(fileNameSchema.safeParse(name).success).toBe(false);
  });

  it('accepts 255 characters and unicode', () => {
    expect(fileNameSchema.safeParse('x'.repeat(255)).success).toBe(true);
    expect(fileNameSchema.safeParse('résumé 2026 (final).pdf').success).toBe(true);
  });
});

describe('attachmentFileSchema', () => {
  it('accepts an ordinary file up to 25 MB', () => {
    expect(attachmentFileSchema.parse({ ...file, sizeBytes: LIMITS.attachmentBytes })).toEqual({
      ...file,
      sizeBytes: LIMITS.attachmentBytes,
    });
  });

  it('marks an oversized file as payload-too-large', () => {
    const issue = attachmentFileSchema.safeParse({ ...file, sizeBytes: LIMITS.attachmentBytes + 1 }).error
      ?.issues[0];
    expect(issue?.message).toBe('Attachments can be at most 25 MB.');
    expect(issue?.path).toEqual(['sizeBytes']);
    expect((issue as { params?: unknown } | undefined)?.params).toEqual({
      teamboardCode: 'payload-too-large',
    });
  });

  it.each([...REFUSED_ATTACHMENT_MIME_TYPES, 'Application/X-Sh; charset=binary'])(
    'refuses the executable type %j',
    (mimeType) => {
      const issue = attachmentFileSchema.safeParse({ ...file, mimeType }).error?.issues[0];
      expect(issue?.message).toBe('Programs cannot be attached.');
      expect((issue as { params?: unknown } | undefined)?.params).toEqual({
        teamboardCode: 'unsupported-file-type',
      });
    },
  );

  it.each([
    ...REFUSED_ATTACHMENT_EXTENSIONS.map((extension) => `file.${extension}`),
    'payload.JS',
    'launch.Hta',
    'Quarterly report.pdf.lnk',
  ])('refuses a program by its name %j, whatever its type', (fileName) => {
    const issue = attachmentFileSchema.safeParse({ ...file, fileName, mimeType: 'text/plain' }).error
      ?.issues[0];
    expect(issue?.path).toEqual(['fileName']);
    expect(issue?.message).toBe('Programs cannot be attached.');
    expect((issue as { params?: unknown } | undefined)?.params).toEqual({
      teamboardCode: 'unsupported-file-type',
    });
  });

  it.each([
    ['page.html', 'text/html'],
    ['logo.svg', 'image/svg+xml'],
    ['notes.js.txt', 'text/plain'],
    ['Makefile', 'application/octet-stream'],
  ])('accepts %j (%s), which is served as a download', (fileName, mimeType) => {
    expect(attachmentFileSchema.safeParse({ ...file, fileName, mimeType }).success).toBe(true);
  });

  it('rejects negative and fractional sizes', () => {
    expect(attachmentFileSchema.safeParse({ ...file, sizeBytes: -1 }).success).toBe(false);
    expect(attachmentFileSchema.safeParse({ ...file, sizeBytes: 1.5 }).success).toBe(false);
  });
});

describe('avatarFileSchema', () => {
  it.each(['image/png', 'image/jpeg', 'IMAGE/WEBP'])('accepts %j', (mimeType) => {
    expect(avatarFileSchema.safeParse({ mimeType, sizeBytes: LIMITS.avatarBytes }).success).toBe(true);
  });

  it.each(['image/gif', 'image/svg+xml', 'application/pdf'])('refuses %j', (mimeType) => {
    expect(avatarFileSchema.safeParse({ mimeType, sizeBytes: 10 }).error?.issues[0]?.message).toBe(
      'Avatars must be PNG, JPEG or WebP images.',
    );
  });

  it('refuses more than 2 MB', () => {
    expect(
      avatarFileSchema.safeParse({ mimeType: 'image/png', sizeBytes: LIMITS.avatarBytes + 1 }).error
        ?.issues[0]?.message,
    ).toBe('Avatars can be at most 2 MB.');
  });
});

describe('createAttachmentInput', () => {
  it('needs the card', () => {
    expect(createAttachmentInput.safeParse(file).success).toBe(false);
    expect(createAttachmentInput.safeParse({ ...file, cardId: crypto.randomUUID() }).success).toBe(true);
  });
});

describe('describeFile', () => {
  it('reads a browser File', () => {
    const blob = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    expect(describeFile(blob)).toEqual({ fileName: 'hello.txt', mimeType: 'text/plain', sizeBytes: 5 });
  });
});
