import { describe, expect, it } from 'vitest';
import { StorageError } from './errors';
import { parseObjectPath, validateBucketName, validateKey } from './keys';

const code = (fn: () => unknown) => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return error instanceof StorageError ? error.code : 'other';
  }
};

describe('object keys', () => {
  it('accepts the characters Storage accepts', () => {
    for (const key of ['a.png', 'folder/sub/file name (1).txt', "it's!*&$=@;:+,?-_.txt", 'a..b/c'])
      expect(
        code(() => validateKey(key)),
        key,
      ).toBe('accepted');
  });

  it('refuses traversal, absolute paths, backslashes, control characters and long keys', () => {
    for (const key of [
      '..',
      'a/../b',
      './a',
      '/etc/passwd',
      'a//b',
      'a\\b',
      'a\u0000b',
      'a\nb',
      'a\u007fb',
      'x'.repeat(1025),
      '',
      'é',
    ])
      expect(
        code(() => validateKey(key)),
        JSON.stringify(key),
      ).toBe('InvalidKey');
  });

  it('decodes each URL segment before checking', () => {
    expect(parseObjectPath('bucket/a%20b/c.txt')).toEqual({ bucket: 'bucket', key: 'a b/c.txt' });
    expect(code(() => parseObjectPath('bucket/%2e%2e/x'))).toBe('InvalidKey');
    expect(code(() => parseObjectPath('bucket/a%2F..%2F..%2Fx'))).toBe('InvalidKey');
    expect(code(() => parseObjectPath('bucket/%E0%A4%A'))).toBe('InvalidKey');
    expect(code(() => validateBucketName('a/b'))).toBe('InvalidBucketName');
  });
});
