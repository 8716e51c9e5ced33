import type { Queryable } from '../../db/database';
import type { ServiceContext } from '../../service-contract';
import { createFlowState, type PkceParams } from '../plumbing/context';
import { renderEmail, type EmailKind } from '../emails/templates';
import { issueToken, type TokenSlot } from './otp';

const SLOT: Record<EmailKind, TokenSlot> = {
  signup: 'confirmation',
  invite: 'confirmation',
  magiclink: 'recovery',
  recovery: 'recovery',
  email_change_new: 'email_change_new',
  email_change_current: 'email_change_current',
};

/** The `type` a link carries to /verify. */
const VERIFY_TYPE: Record<EmailKind, string> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_new: 'email_change',
  email_change_current: 'email_change',
};

export interface PreparedEmail {
  to: string;
  kind: EmailKind;
  link: string;
  otp: string;
  hash: string;
  verificationType: string;
  redirectTo: string;
  newEmail?: string;
}

/**
 * Issues the token for an email inside the caller's transaction and returns
 * the message; callers send it only after the transaction commits, so a
 * rolled-back request never mails a dead link.
 */
export async function prepareEmail(
  tx: Queryable,
  ctx: ServiceContext,
  input: {
    userId: string;
    /** Address whose token this is (the new one for `email_change_new`). */
    email: string;
    kind: EmailKind;
    redirectTo: string;
    pkce?: PkceParams;
    newEmail?: string;
    /** Magic link for a not-yet-confirmed user: GoTrue sends the confirmation token instead. */
    slot?: TokenSlot;
  },
): Promise<PreparedEmail> {
  const slot = input.slot ?? SLOT[input.kind];
  const token = await issueToken(
    tx,
    input.userId,
    input.email,
    slot,
    ctx.config.auth.email.otpLength,
    !!input.pkce,
  );
  const verificationType = VERIFY_TYPE[input.kind];
  if (input.pkce) await createFlowState(tx, input.userId, input.pkce, verificationType);
  const link =
    `${ctx.urls.api}/auth/v1/verify?token=${encodeURIComponent(token.hash)}` +
    `&type=${verificationType}&redirect_to=${encodeURIComponent(input.redirectTo)}`;
  return {
    to: input.email,
    kind: input.kind,
    link,
    otp: token.otp,
    hash: token.hash,
    verificationType,
    redirectTo: input.redirectTo,
    newEmail: input.newEmail,
  };
}

export function sendPrepared(ctx: ServiceContext, email: PreparedEmail): void {
  const content = renderEmail(email.kind, email.link, email.otp, email.newEmail);
  ctx.mailbox.send({ to: email.to, ...content });
}
