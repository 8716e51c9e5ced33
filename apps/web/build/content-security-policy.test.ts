import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, staticHostFiles } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  it('lets the app reach its Supabase project over https and wss, and nothing else', () => {
    const policy = contentSecurityPolicy('https://abc.supabase.co/');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'https://abc.supabase.co',
      'wss://abc.supabase.co',
    ]);
  });

  it('uses ws next to a plain-http local backend', () => {
    const policy = contentSecurityPolicy('http://127.0.0.1:54321');
    expect(directive(policy, 'connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:54321',
      'ws://127.0.0.1:54321',
    ]);
  });

  it('runs only the app’s own scripts: no inline script, no eval, no plugins', () => {
    const policy = contentSecurityPolicy('https://abc.supabase.co');
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it('without a configured backend reaches only its own origin', () => {
    expect(directive(contentSecurityPolicy(undefined), 'connect-src')).toEqual(["'self'"]);
  });
});

describe('staticHostFiles', () => {
  const files = staticHostFiles(contentSecurityPolicy('https://ref.supabase.co'));

  it('sends the policy on every path with framing forbidden, and caches only hashed assets for long', () => {
    const lines = files._headers.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '/*',
      `  Content-Security-Policy: ${contentSecurityPolicy('https://ref.supabase.co')}; frame-ancestors 'none'`,
    ]);
    expect(lines.slice(2, 4)).toEqual(['/assets/*', '  Cache-Control: public, max-age=31536000, immutable']);
    // Only there: hosts merge every matching block, and index.html must revalidate.
    expect(lines.filter((line) => line.includes('Cache-Control'))).toHaveLength(1);
  });

  it('answers every path with the app, which routes in the browser', () => {
    expect(files._redirects).toBe('/*  /index.html  200\n');
  });
});
