/** A second factor of the signed-in user: an authenticator app (`totp`) or a security key (`webauthn`). */
export interface TwoFactorMethod {
  readonly id: string;
  readonly kind: 'totp' | 'phone' | 'webauthn';
  /** `unverified` until a first code (or the key's registration) confirmed it; only verified ones are asked for at sign-in. */
  readonly status: 'verified' | 'unverified';
  readonly friendlyName: string | undefined;
  readonly createdAt: string;
}

/** What an authenticator app needs to add the account: scan `qrCodeSvg` or type `secret`. */
export interface TotpEnrollment {
  readonly factorId: string;
  /** An SVG image as a `data:image/svg+xml` URI, ready for an `<img src>`. */
  readonly qrCodeSvg: string;
  /** The shared secret in base32, for typing into the app by hand. */
  readonly secret: string;
  /** The `otpauth://totp/…` URI the QR code encodes. */
  readonly uri: string;
}
