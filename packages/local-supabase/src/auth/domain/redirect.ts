import type { ProjectConfig } from '../../project/project-config';

/** GoTrue's allow-list globs (gobwas/glob with `.` and `/` as separators): `*` stops at them, `**` does not. */
function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') {
      if (glob[i + 1] === '*') {
        out += '.*';
        i++;
      } else {
        out += '[^/.]*';
      }
    } else if (ch === '?') {
      out += '[^/.]';
    } else {
      out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${out}$`);
}

const DECIMAL_IP = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

/**
 * The host as written, like Go's `URL.Hostname()`: WHATWG `URL` would turn `2130706433` into
 * `127.0.0.1` and hide the decimal form GoTrue refuses.
 */
function rawHostname(url: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?(\[[^\]]*\]|[^:/?#]*)/i.exec(url);
  return (match?.[1] ?? '').replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

function isLoopbackIp(host: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '::1';
}

const isIpLiteral = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/**
 * GoTrue's `IsRedirectURLValid`: a `redirect_to` is honoured when it is on the
 * site (same scheme and host; same port too unless the host is loopback, as
 * RFC 8252 lets local apps pick their port), when its host is a loopback IP,
 * or when it matches one of `additional_redirect_urls` (fragment dropped).
 */
export function isRedirectAllowed(requested: string, auth: ProjectConfig['auth']): boolean {
  // Control characters and spaces are never part of a URL; clients strip leading ones.
  if (requested === '' || [...requested].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f))
    return false;
  let base: URL;
  try {
    base = new URL(auth.siteUrl);
  } catch {
    return false;
  }
  let url: URL | undefined;
  try {
    url = new URL(requested);
  } catch {
    // An unparsable http(s) URL must not reach the allow list; a custom scheme may.
    if (/^https?:\/\//i.test(requested)) return false;
  }
  if (url) {
    const host = rawHostname(requested);
    if (
      host === rawHostname(auth.siteUrl) &&
      url.protocol === base.protocol &&
      (url.port === base.port || host === 'localhost' || isLoopbackIp(host))
    )
      return true;
    if (DECIMAL_IP.test(host)) return false;
    if (isIpLiteral(host)) return isLoopbackIp(host);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !REGULAR_HOSTNAME.test(host)) return false;
  }
  const withoutFragment = requested.split('#')[0]!;
  return auth.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(withoutFragment));
}

/** Where an email link sends the user: the requested `redirect_to` when allowed, otherwise the site URL. */
export function resolveRedirect(requested: string | undefined, auth: ProjectConfig['auth']): string {
  return requested !== undefined && isRedirectAllowed(requested, auth) ? requested : auth.siteUrl;
}
