import { describe, expect, it } from 'vitest';
import { sessionMayBeStored, sessionStorageKey } from './first-load';

const config = (url: string) => ({ url, key: 'anon' });

describe('sessionStorageKey', () => {
  it('is the key supabase-js chooses for the backend’s host', () => {
    expect(sessionStorageKey(config('https://abcdefgh.supabase.co'))).toBe('sb-abcdefgh-auth-token');
    expect(sessionStorageKey(config('http://127.0.0.1:54321'))).toBe('sb-127-auth-token');
    expect(sessionStorageKey(config('http://localhost:54321'))).toBe('sb-localhost-auth-token');
  });
});

describe('sessionMayBeStored', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

  it('is true only when the backend’s key holds something', () => {
    const url = 'https://abcdefgh.supabase.co';
    expect(sessionMayBeStored(config(url), storage({}))).toBe(false);
    expect(sessionMayBeStored(config(url), storage({ 'sb-other-auth-token': '{}' }))).toBe(false);
    expect(sessionMayBeStored(config(url), storage({ 'sb-abcdefgh-auth-token': '{}' }))).toBe(true);
  });

  it('leaves it to supabase-js when storage refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(sessionMayBeStored(config('https://abcdefgh.supabase.co'), refusing)).toBe(true);
  });
});
