import type { MFAVerifyWebauthnParams } from '@supabase/supabase-js';
import type { TeamboardClient } from '../client';
import {
  mapWebauthnError,
  webauthnRefused,
  webauthnUnsupported,
  type WebauthnCeremony,
} from '../errors/map-webauthn-error';
import { isTeamboardError } from '../errors/teamboard-error';
import { run } from '../run';

/** auth-js names the DOM's credential types its own way (`RegistrationCredential`, …). */
type KeyAnswer<T extends 'create' | 'request'> =
  MFAVerifyWebauthnParams<T>['webauthn']['credential_response'];

/** The relying party a key is bound to: the host name the app is served from, and its origin. */
export interface RelyingParty {
  readonly rpId: string;
  readonly rpOrigins: string[];
}

/**
 * The page's relying party, or a typed refusal where the page cannot talk to a security key;
 * asked before any request, so such a page changes nothing on the server.
 */
export function pageRelyingParty(): RelyingParty {
  const location = globalThis.location as Location | undefined;
  const credentials = (globalThis.navigator as Navigator | undefined)?.credentials;
  if (location === undefined || typeof credentials?.create !== 'function') throw webauthnUnsupported();
  return { rpId: location.hostname, rpOrigins: [location.origin] };
}

/** Asks the browser for the key's answer; a refusal becomes a {@link TeamboardError}. */
async function askBrowser(
  ceremony: WebauthnCeremony,
  ask: () => Promise<Credential | null>,
): Promise<PublicKeyCredential> {
  let credential: Credential | null;
  try {
    credential = await ask();
  } catch (error) {
    throw mapWebauthnError(error, ceremony);
  }
  if (credential === null || credential.type !== 'public-key') {
    throw mapWebauthnError(new DOMException('No credential was returned.', 'NotAllowedError'), ceremony);
  }
  return credential as PublicKeyCredential;
}

/** GoTrue's creation options may leave the user's names blank, which browsers refuse. */
function withUserNames(user: PublicKeyCredentialUserEntity, fallback: string): PublicKeyCredentialUserEntity {
  const name = user.name || fallback;
  return { ...user, name, displayName: user.displayName || name };
}

/**
 * One WebAuthn round for a factor: a challenge for this page's relying party, the browser's
 * ceremony with the security key (registration for an unverified factor, a signature for a
 * verified one), and the answer verified by Auth, which raises the session to `aal2`.
 *
 * auth-js's `mfa.webauthn.register` / `authenticate` would do the same, but they force
 * `authenticatorAttachment: 'cross-platform'` over the server's options, which shuts out the
 * authenticator built into the device; here the server's options go to the browser unchanged.
 */
export async function securityKeyRound(
  client: TeamboardClient,
  rp: RelyingParty,
  factorId: string,
  signal: AbortSignal | undefined,
  /** The name to give the key's credential when Auth sends none (registration only). */
  keyName = 'Teamboard',
): Promise<void> {
  const mfa = client.supabase.auth.mfa;
  const challenge = await run(() => mfa.challenge({ factorId, webauthn: rp }));
  signal?.throwIfAborted();
  const abort = signal === undefined ? {} : { signal };
  try {
    if (challenge.webauthn.type === 'create') {
      const publicKey = challenge.webauthn.credential_options.publicKey;
      const credential = await askBrowser('create', () =>
        navigator.credentials.create({
          ...abort,
          publicKey: {
            ...(publicKey as PublicKeyCredentialCreationOptions),
            user: withUserNames(publicKey.user, keyName),
          },
        }),
      );
      await run(() =>
        mfa.verify({
          factorId,
          challengeId: challenge.id,
          webauthn: { ...rp, type: 'create', credential_response: credential as KeyAnswer<'create'> },
        }),
      );
    } else {
      const publicKey = challenge.webauthn.credential_options.publicKey;
      const credential = await askBrowser('get', () =>
        navigator.credentials.get({ ...abort, publicKey: publicKey as PublicKeyCredentialRequestOptions }),
      );
      await run(() =>
        mfa.verify({
          factorId,
          challengeId: challenge.id,
          webauthn: { ...rp, type: 'request', credential_response: credential as KeyAnswer<'request'> },
        }),
      );
    }
  } catch (error) {
    if (isTeamboardError(error) && error.code === 'network') throw webauthnRefused(error);
    throw error;
  }
}
