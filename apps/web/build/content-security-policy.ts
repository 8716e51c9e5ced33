import type { Plugin } from 'vite';
import { backendVariables } from '../src/shared/backend-variables';

/**
 * The built app's Content-Security-Policy. Scripts only from the app's own
 * origin (no inline script, no eval), so injected markup cannot run code;
 * network requests only to the app and its Supabase project (REST, auth,
 * storage, and realtime over ws/wss). Images may come from anywhere because
 * card descriptions may embed them — the Markdown view fetches another
 * host's image only after the reader clicks "Load image". Inline styles are
 * allowed: Radix's scroll lock (under every dialog) writes a `<style>` whose
 * content depends on the scrollbar's width, so no hash fits it, and a static
 * page cannot carry a per-request nonce; user content cannot add styles
 * anyway, as the Markdown view drops raw HTML.
 */
export function contentSecurityPolicy(supabaseUrl: string | undefined): string {
  const backend = supabaseUrl === undefined || supabaseUrl === '' ? undefined : backendOrigins(supabaseUrl);
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ['*', 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(backend ? [backend.http, backend.socket] : [])],
    'media-src': ["'self'", 'blob:', ...(backend ? [backend.http] : [])],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'worker-src': ["'self'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The backend's http(s) origin and its websocket twin (realtime). */
function backendOrigins(supabaseUrl: string): { http: string; socket: string } {
  const url = new URL(supabaseUrl);
  return { http: url.origin, socket: `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}` };
}

/**
 * What a static host that reads Netlify-style files (Netlify, Cloudflare Pages) needs beside the
 * build: the policy as a header (which can also forbid framing), hashed assets cached for a year
 * (their names change with their content; index.html keeps the host's revalidating default, so a
 * deploy shows at the next load), and every path answered with index.html, since the app routes
 * in the browser. Other hosts: docs/deploy.md.
 */
export function staticHostFiles(policy: string): Record<'_headers' | '_redirects', string> {
  return {
    _headers: [
      '/*',
      `  Content-Security-Policy: ${policy}; frame-ancestors 'none'`,
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '',
    ].join('\n'),
    _redirects: '/*  /index.html  200\n',
  };
}

/**
 * Puts the policy into the built index.html as a `<meta http-equiv>`, which
 * every static host serves, and writes {@link staticHostFiles} for hosts that
 * read them. Build only: the dev server's hot reload needs inline script.
 */
export function contentSecurityPolicyPlugin(): Plugin {
  let policy = '';
  return {
    name: 'teamboard-content-security-policy',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(backendVariables(config.env).supabaseUrl);
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
    generateBundle() {
      for (const [fileName, source] of Object.entries(staticHostFiles(policy))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
