import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * GoTrue's TOTP parameters (RFC 6238 as authenticator apps expect): SHA-1,
 * six digits, 30-second steps, a 20-byte secret, and one step of skew either
 * way when checking a code.
 */
const ALGORITHM = 'SHA1';
const DIGITS = 6;
const PERIOD = 30;
const SECRET_BYTES = 20;
const SKEW_STEPS = 1;

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** The `otpauth://` URI as an SVG QR code, the way GoTrue sends it (not base64). */
  qrCode: string;
}

export async function newTotpEnrollment(issuer: string, accountName: string): Promise<TotpEnrollment> {
  const totp = new TOTP({
    issuer,
    label: accountName,
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    secret: new Secret({ size: SECRET_BYTES }),
  });
  const uri = totp.toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H' });
  return { secret: totp.secret.base32, uri, qrCode };
}

/** Whether `code` is the secret's code for now, or for one step either side. */
export function totpCodeMatches(secret: string, code: string, now: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: DIGITS,
    period: PERIOD,
    timestamp: now,
    window: SKEW_STEPS,
  });
  return delta !== null;
}
