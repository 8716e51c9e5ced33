import { describe, expect, it } from 'vitest';
import { apiUrl, DEFAULT_API_PORT, DEFAULT_HOST } from './config';

describe('config', () => {
  it('defaults to the Supabase CLI port on loopback', () => {
    expect(apiUrl(DEFAULT_HOST, DEFAULT_API_PORT)).toBe('http://127.0.0.1:54321');
  });

  it('brackets IPv6 hosts', () => {
    expect(apiUrl('::1', 1234)).toBe('http://[::1]:1234');
  });
});
