import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable } from '../../db/database';
import { AuthError, validationFailed } from '../plumbing/errors';
import type { FactorRow } from './factors';
import type { UserRow } from './users';

/** The relying party a challenge was made for: its id (a host name) and the origins that may answer. */
export interface RelyingParty {
  rpId: string;
  rpOrigins: string[];
}

/** What a WebAuthn challenge keeps until its verify (GoTrue's `web_authn_session_data`). */
interface SessionData extends RelyingParty {
  challenge: string;
  type: 'create' | 'request';
}

/** The credential a verified factor holds (GoTrue's `web_authn_credential`), public parts only. */
interface StoredCredential {
  id: string;
  publicKey: string;
  counter: number;
  transports: AuthenticatorTransportFuture[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The relying party of a challenge, from auth-js's `webauthn: { rpId, rpOrigins }` (snake case
 * accepted too); without one, the site URL's host and origin, where the app is served.
 */
export function relyingParty(body: Record<string, unknown>, siteUrl: string): RelyingParty {
  const params = isRecord(body.webauthn) ? body.webauthn : {};
  const rpId = params.rpId ?? params.rp_id;
  const rpOrigins = params.rpOrigins ?? params.rp_origins;
  const site = new URL(siteUrl);
  if (rpId !== undefined && (typeof rpId !== 'string' || !/^[a-z0-9.-]{1,253}$/i.test(rpId))) {
    throw validationFailed('rpId must be a host name');
  }
  if (
    rpOrigins !== undefined &&
    (!Array.isArray(rpOrigins) || !rpOrigins.every((o) => typeof o === 'string' && /^https?:\/\//.test(o)))
  ) {
    throw validationFailed('rpOrigins must be a list of http(s) origins');
  }
  return {
    rpId: typeof rpId === 'string' ? rpId : site.hostname,
    rpOrigins: Array.isArray(rpOrigins) ? (rpOrigins as string[]) : [site.origin],
  };
}

function storedCredential(factor: { web_authn_credential?: unknown }): StoredCredential | undefined {
  const value = factor.web_authn_credential;
  return isRecord(value) && typeof value.id === 'string' ? (value as unknown as StoredCredential) : undefined;
}

/**
 * GoTrue's challengeWebAuthnFactor: an unverified factor gets credential creation options (the
 * user's other security keys excluded), a verified one request options for its own credential.
 */
export async function webauthnChallengeOptions(
  db: Queryable,
  user: UserRow,
  factor: FactorRow,
  rp: RelyingParty,
): Promise<{ session: SessionData; response: { type: 'create' | 'request'; credential_options: unknown } }> {
  if (factor.status !== 'verified') {
    const { rows } = await db.query<{ web_authn_credential: unknown }>(
      `select web_authn_credential from auth.mfa_factors
        where user_id = $1 and factor_type = 'webauthn' and status = 'verified'`,
      [user.id],
    );
    const publicKey = await generateRegistrationOptions({
      rpName: rp.rpId,
      rpID: rp.rpId,
      userName: user.email ?? user.id,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: rows.flatMap((row) => {
        const credential = storedCredential(row);
        return credential ? [{ id: credential.id, transports: credential.transports }] : [];
      }),
    });
    return {
      session: { ...rp, challenge: publicKey.challenge, type: 'create' },
      response: { type: 'create', credential_options: { publicKey } },
    };
  }
  const credential = storedCredential(factor);
  const publicKey = await generateAuthenticationOptions({
    rpID: rp.rpId,
    allowCredentials: credential ? [{ id: credential.id, transports: credential.transports }] : [],
  });
  return {
    session: { ...rp, challenge: publicKey.challenge, type: 'request' },
    response: { type: 'request', credential_options: { publicKey } },
  };
}

/** GoTrue's checks of a verify body's `webauthn` before the challenge is looked up, with its messages. */
export function webauthnVerifyParams(body: Record<string, unknown>): {
  type: 'create' | 'request';
  credentialResponse: Record<string, unknown>;
} {
  const params = body.webauthn;
  if (!isRecord(params)) throw validationFailed('WebAuthn config required');
  if (params.type !== 'create' && params.type !== 'request') {
    throw validationFailed('WebAuthn type must be create or request');
  }
  if (params.credential_response === undefined || params.credential_response === null) {
    throw validationFailed('credential_response required');
  }
  if (!isRecord(params.credential_response)) throw validationFailed('Invalid credential_response');
  return { type: params.type, credentialResponse: params.credential_response };
}

const failed = (message: string) => new AuthError(500, 'unexpected_failure', message);

/**
 * Checks a credential response against the challenge's session data with @simplewebauthn/server.
 * A registration gives the credential to keep; an assertion the credential with its new counter.
 * Any mismatch (challenge, origin, rp id, signature, type) is GoTrue's 500 refusal.
 */
export async function verifyWebauthnResponse(
  factor: FactorRow,
  sessionData: unknown,
  params: ReturnType<typeof webauthnVerifyParams>,
): Promise<StoredCredential> {
  if (!isRecord(sessionData) || typeof sessionData.challenge !== 'string') {
    throw failed('Failed to validate WebAuthn MFA response');
  }
  const session = sessionData as unknown as SessionData;
  if (params.type !== session.type) {
    throw validationFailed('Invalid credential_response');
  }
  const expected = {
    expectedChallenge: session.challenge,
    expectedOrigin: session.rpOrigins,
    expectedRPID: session.rpId,
    requireUserVerification: false,
  };
  if (params.type === 'create') {
    const result = await verifyRegistrationResponse({
      ...expected,
      response: params.credentialResponse as unknown as RegistrationResponseJSON,
    }).catch(() => undefined);
    if (!result?.verified) throw failed('Failed to validate WebAuthn MFA registration');
    const { credential } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  }
  const stored = storedCredential(factor);
  if (!stored) throw failed('Failed to validate WebAuthn MFA response');
  const result = await verifyAuthenticationResponse({
    ...expected,
    response: params.credentialResponse as unknown as AuthenticationResponseJSON,
    credential: {
      id: stored.id,
      publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
      counter: stored.counter,
      transports: stored.transports,
    },
  }).catch(() => undefined);
  if (!result?.verified) throw failed('Failed to validate WebAuthn MFA response');
  return { ...stored, counter: result.authenticationInfo.newCounter };
}
