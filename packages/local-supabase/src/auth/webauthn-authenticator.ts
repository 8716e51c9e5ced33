import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The parts of the options auth-js hands back from `mfa.challenge` that an authenticator reads. */
interface CreationOptions {
  challenge: ArrayBuffer | Uint8Array;
  rp: { id?: string };
}
interface RequestOptions {
  challenge: ArrayBuffer | Uint8Array;
  rpId?: string;
}

const b64url = (bytes: Uint8Array | ArrayBuffer) => Buffer.from(new Uint8Array(bytes)).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const buf = Buffer.alloc(4);
  buf.writeUInt32BE(n);
  return buf;
};

/** auth-js serialises a credential through its `toJSON`, as a Level 3 browser's PublicKeyCredential has. */
const asCredential = <T>(json: T) => ({ ...json, toJSON: () => json });

/**
 * A software security key (ES256, `none` attestation) for tests without a browser: it answers
 * the options of a WebAuthn challenge with the JSON a browser's authenticator would give, signs
 * with its own key, and counts its signatures. `origin` is the page the ceremony runs on.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys: { privateKey: KeyObject; publicKey: KeyObject };
  private counter = 0;

  constructor(readonly origin: string) {
    this.keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: ArrayBuffer | Uint8Array) {
    return Buffer.from(
      JSON.stringify({ type, challenge: b64url(challenge), origin: this.origin, crossOrigin: false }),
    );
  }

  /** `navigator.credentials.create` for these options. */
  create(options: CreationOptions) {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? ''),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(this.counter),
      Buffer.alloc(16), // AAGUID of a key that does not say what it is
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return asCredential({
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      },
      clientExtensionResults: {},
    });
  }

  /** `navigator.credentials.get` for these options, signed by this key. */
  get(options: RequestOptions) {
    this.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId ?? ''), Buffer.from([0x05]), u32(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    return asCredential({
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    });
  }
}
