/**
 * The app's address, for links in emails: the `SITE_URL` secret (hosted: set with
 * `supabase secrets set`, docs/deploy.md; locally the backend passes `[auth] site_url`).
 * No fallback: a link to a guessed address is worse than an error the operator sees.
 */
export function siteUrl(): string {
  const value = Deno.env.get('SITE_URL') ?? '';
  if (!/^https?:\/\/[^\s/]+/.test(value)) {
    throw new Error('SITE_URL is not set to the app’s address (http(s)://…): email links cannot be built.');
  }
  return value.replace(/\/+$/, '');
}
