/** The emails Auth sends, written to be read in the local mailbox. */
export type EmailKind =
  'signup' | 'magiclink' | 'recovery' | 'invite' | 'email_change_new' | 'email_change_current';

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COPY: Record<EmailKind, { subject: string; intro: string; action: string }> = {
  signup: {
    subject: 'Confirm your signup',
    intro: 'Follow this link to confirm your email address:',
    action: 'Confirm your email',
  },
  magiclink: { subject: 'Your magic link', intro: 'Follow this link to sign in:', action: 'Sign in' },
  recovery: {
    subject: 'Reset your password',
    intro: 'Follow this link to choose a new password:',
    action: 'Reset password',
  },
  invite: {
    subject: 'You have been invited',
    intro: 'You have been invited to create an account. Follow this link to accept:',
    action: 'Accept the invite',
  },
  email_change_new: {
    subject: 'Confirm your new email address',
    intro: 'Follow this link to confirm this new email address for your account:',
    action: 'Confirm the new address',
  },
  email_change_current: {
    subject: 'Confirm your email address change',
    intro: 'Someone asked to change the email address of your account. Follow this link to confirm:',
    action: 'Confirm the change',
  },
};

export function renderEmail(kind: EmailKind, link: string, otp: string, newEmail?: string): EmailContent {
  const copy = COPY[kind];
  const change = newEmail ? ` The new address is ${newEmail}.` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<h2>${escapeHtml(copy.subject)}</h2>
<p>${escapeHtml(copy.intro + change)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>Or enter this code: <strong>${escapeHtml(otp)}</strong></p>
</body></html>`;
  const text = `${copy.subject}\n\n${copy.intro}${change}\n${link}\n\nOr enter this code: ${otp}\n`;
  return { subject: copy.subject, html, text };
}

/** The reauthentication email carries a code only: it is typed into the app that asked for it. */
export function renderReauthenticationEmail(otp: string): EmailContent {
  const subject = 'Confirm reauthentication';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<h2>${subject}</h2>
<p>Enter this code: <strong>${escapeHtml(otp)}</strong></p>
</body></html>`;
  return { subject, html, text: `${subject}\n\nEnter this code: ${otp}\n` };
}
