import type { ProjectConfig } from '../project/project-config';

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

/**
 * GoTrue's redirect rule: a `redirect_to` is honoured when it shares the site
 * URL's origin or matches one of the additional redirect URLs (glob patterns,
 * `**` crossing path separators); anything else falls back to the site URL.
 */
export function resolveRedirect(requested: string | undefined, auth: ProjectConfig['auth']): string {
  if (!requested) return auth.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return auth.siteUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    // Custom schemes (mobile deep links) are only allowed when listed explicitly.
    return auth.additionalRedirectUrls.some((p) => globToRegExp(p).test(requested))
      ? requested
      : auth.siteUrl;
  }
  try {
    if (new URL(auth.siteUrl).origin === url.origin) return requested;
  } catch {
    // An unparsable site_url matches nothing.
  }
  const withoutFragment = requested.split('#')[0]!;
  for (const pattern of auth.additionalRedirectUrls) {
    const regex = globToRegExp(pattern);
    if (regex.test(requested) || regex.test(withoutFragment) || regex.test(withoutFragment.split('?')[0]!)) {
      return requested;
    }
  }
  return auth.siteUrl;
}
