import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/workspaces', '/workspaces'],
    ['/w/acme/b/123?card=9#comments', '/w/acme/b/123?card=9#comments'],
    ['/w/acme/../settings', '/w/settings'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/path',
    'https://evil.com',
    'http://evil.com/w/acme',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.com',
    'workspaces',
    '',
    ' /workspaces',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('refuses what is not a string and uses the given fallback', () => {
    expect(safeNextPath(null, '/workspaces')).toBe('/workspaces');
    expect(safeNextPath(undefined)).toBe('/');
    expect(safeNextPath(['/workspaces'])).toBe('/');
    expect(safeNextPath('//evil.com', '/sign-in')).toBe('/sign-in');
  });
});
