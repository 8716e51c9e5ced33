/**
 * What a browser does between `signInWithOAuth` and the app's callback page, without one:
 * follows redirects across the backend and the demo identity provider, keeps each origin's
 * cookies, and on the provider's sign-in page picks `person`. Stops at the first URL outside
 * `follow` (the app's redirect_to), at one `stopAt` accepts, or at a response that is not a redirect.
 */
export async function redirectDance(
  start: string,
  options: { person: string; follow: string[]; stopAt?: (url: URL) => boolean },
): Promise<{ url: URL; response?: Response }> {
  const jar = new Map<string, Map<string, string>>();
  const cookiesFor = (url: URL) => jar.get(url.origin) ?? new Map<string, string>();
  const remember = (url: URL, response: Response) => {
    const cookies = cookiesFor(url);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    jar.set(url.origin, cookies);
  };
  const send = async (url: URL, init: RequestInit = {}) => {
    const cookie = [...cookiesFor(url)].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    remember(url, response);
    return response;
  };
  const follows = (url: URL) => options.follow.some((origin) => url.origin === new URL(origin).origin);

  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (!follows(url) || (hop > 0 && options.stopAt?.(url))) return { url };
    let response = await send(url);
    if (response.status === 200 && /\/interaction\/[\w-]+$/.test(url.pathname)) {
      const page = await response.text();
      if (!page.includes(`value="${options.person}"`))
        throw new Error(`${options.person} is not offered at ${url.href}`);
      response = await send(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ person: options.person }).toString(),
      });
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url, response };
    url = new URL(location, url);
  }
  throw new Error(`too many redirects from ${start}`);
}
