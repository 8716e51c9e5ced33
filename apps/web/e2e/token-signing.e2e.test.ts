import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { sharedChromium } from './browser';
import { accessTokenOf, createWorkspaceThroughUI, signedInUser, uniqueSlug } from './workspace-helpers';

/** The protected header of a compact JWS, read without verifying (the backend's tests verify). */
function headerOf(token: string): { alg?: string; kid?: string } {
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
    alg?: string;
    kid?: string;
  };
}

// The run's token signing comes from E2E_TOKEN_ALG (HS256 by default): this file proves which one
// the app ran on, and the rest of the suite run with ES256 or RS256 proves the app works either way.
describe('the app on the backend’s token signing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });

  it('signs in, reads and writes with tokens of the configured algorithm', async () => {
    const alg = inject('tokenAlg');
    const user = await signedInUser(browser, 'e2e-token-alg');
    const token = await accessTokenOf(user.page);
    const header = headerOf(token);
    expect(header.alg).toBe(alg);
    if (alg === 'HS256') expect(header.kid).toBeUndefined();
    else expect(header.kid).toEqual(expect.any(String));

    const jwks = (await (
      await fetch(`${inject('apiUrl')}/auth/v1/.well-known/jwks.json`, {
        headers: { apikey: inject('anonKey') },
      })
    ).json()) as { keys: { kid: string; alg: string }[] };
    expect(jwks.keys.map((key) => [key.kid, key.alg])).toEqual(alg === 'HS256' ? [] : [[header.kid, alg]]);

    // A write through REST and the workspace page's reads and live channel, as that user.
    const slug = uniqueSlug('token-alg');
    await createWorkspaceThroughUI(user.page, `Signed ${alg}`, slug);
    await user.context.close();
  });
});
