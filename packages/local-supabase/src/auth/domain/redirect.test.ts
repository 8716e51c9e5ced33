import { describe, expect, it } from 'vitest';
import { parseProjectConfig } from '../../project/project-config';
import { resolveRedirect } from './redirect';

const auth = (siteUrl: string, additionalRedirectUrls: string[] = []) => ({
  ...parseProjectConfig('').auth,
  siteUrl,
  additionalRedirectUrls,
});

describe('resolveRedirect (GoTrue IsRedirectURLValid)', () => {
  it('honours the site on another port when the site is loopback, so a moved dev server keeps its callback', () => {
    const local = auth('http://127.0.0.1:5173');
    const callback = 'http://127.0.0.1:55373/auth/callback?next=%2Finvite%2Fabc';
    expect(resolveRedirect(callback, local)).toBe(callback);
    expect(resolveRedirect('http://localhost:4000/auth/callback', auth('http://localhost:3000'))).toBe(
      'http://localhost:4000/auth/callback',
    );
  });

  it('any loopback IP is allowed, as GoTrue allows it', () => {
    expect(resolveRedirect('http://127.0.0.1:9/x', auth('https://app.example.com'))).toBe(
      'http://127.0.0.1:9/x',
    );
  });

  it('a public site needs scheme, host and port to match', () => {
    const site = auth('https://app.example.com');
    expect(resolveRedirect('https://app.example.com/auth/callback', site)).toBe(
      'https://app.example.com/auth/callback',
    );
    expect(resolveRedirect('https://app.example.com:8443/auth/callback', site)).toBe(
      'https://app.example.com',
    );
    expect(resolveRedirect('http://app.example.com/auth/callback', site)).toBe('https://app.example.com');
  });

  it('other hosts only through additional_redirect_urls; `*` stops at dots and slashes, `**` does not', () => {
    const site = auth('https://app.example.com', ['https://*.preview.example.com/**', 'myapp://callback']);
    expect(resolveRedirect('https://pr-1.preview.example.com/auth/callback?next=/w', site)).toBe(
      'https://pr-1.preview.example.com/auth/callback?next=/w',
    );
    expect(resolveRedirect('https://a.b.preview.example.com/x', site)).toBe('https://app.example.com');
    expect(resolveRedirect('myapp://callback', site)).toBe('myapp://callback');
    expect(resolveRedirect('https://evil.example/steal', site)).toBe('https://app.example.com');
  });

  it('refuses decimal IPs, private IPs, control characters and odd hostnames', () => {
    const site = auth('https://app.example.com', ['**']);
    expect(resolveRedirect('http://2130706433/', site)).toBe('https://app.example.com');
    expect(resolveRedirect('http://10.0.0.1/', site)).toBe('https://app.example.com');
    expect(resolveRedirect('\thttps://evil.example/', site)).toBe('https://app.example.com');
    expect(resolveRedirect(undefined, site)).toBe('https://app.example.com');
  });
});
