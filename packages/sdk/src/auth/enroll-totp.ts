import { withCall, type CallOptions } from '../call/call-options';
import type { TeamboardClient } from '../client';
import { run } from '../run';
import { enrollTotpInput, type EnrollTotpInput } from '../schemas/two-factor';
import { validate } from '../validate';
import type { TotpEnrollment } from './two-factor-types';

/**
 * GoTrue sends the SVG unencoded after the comma (`data:image/svg+xml;utf-8,<svg…`); a `#` or `%`
 * in it would cut the image short in a browser, so the markup is percent-encoded.
 */
function imageSource(qrCode: string): string {
  const comma = qrCode.indexOf(',');
  const markup = qrCode.slice(comma + 1);
  if (comma < 0 || !markup.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

/**
 * Starts adding an authenticator app: returns the QR code and secret to show.
 * The factor counts only once {@link verifyTotp} confirmed a first code. An
 * earlier enrollment that was never confirmed is dropped first, so starting
 * again after closing the page works.
 *
 * @throws `validation` before any request; `forbidden` when two-factor sign-in
 *   is turned off on the server, or (reason `insufficient_aal`) when a
 *   verified factor exists and this session has not entered its code;
 *   `conflict` when another factor has the same `friendlyName` (an unnamed
 *   one counts as named ''); `limit-reached` with too many factors; `auth/session-expired`; `network`.
 *
 * @category Auth
 * @example
 * const { qrCodeSvg, secret, factorId } = await enrollTotp(client, { issuer: 'Teamboard' });
 */
export async function enrollTotp(
  client: TeamboardClient,
  input: EnrollTotpInput = {},
  options: CallOptions = {},
): Promise<TotpEnrollment> {
  return withCall(
    client,
    options,
    async ({ client, signal }) => {
      const { issuer, friendlyName } = validate(enrollTotpInput, input);
      const mfa = client.supabase.auth.mfa;
      const { all } = await run(() => mfa.listFactors());
      for (const stale of all.filter((f) => f.factor_type === 'totp' && f.status !== 'verified')) {
        signal?.throwIfAborted();
        await run(() => mfa.unenroll({ factorId: stale.id }));
      }
      signal?.throwIfAborted();
      const enrolled = await run(() =>
        mfa.enroll({
          factorType: 'totp',
          ...(issuer === undefined ? {} : { issuer }),
          ...(friendlyName === undefined ? {} : { friendlyName }),
        }),
      );
      return {
        factorId: enrolled.id,
        qrCodeSvg: imageSource(enrolled.totp.qr_code),
        secret: enrolled.totp.secret,
        uri: enrolled.totp.uri,
      };
    },
    { race: true },
  );
}
