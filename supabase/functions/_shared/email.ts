export interface Email {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * Sends through Resend when RESEND_API_KEY is set (hosted), else through the
 * local backend's mailbox (MAILBOX_URL), which catches every email in development.
 */
export async function sendEmail(email: Email): Promise<void> {
  const resendKey = Deno.env.get('RESEND_API_KEY');
  if (resendKey) {
    const res = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${resendKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        from: Deno.env.get('EMAIL_FROM') ?? 'Teamboard <no-reply@teamboard.app>',
        ...email,
      }),
    });
    if (!res.ok) throw new Error(`Resend answered ${res.status}: ${await res.text()}`);
    return;
  }
  const mailbox = Deno.env.get('MAILBOX_URL');
  if (!mailbox) throw new Error('No email transport: set RESEND_API_KEY (or MAILBOX_URL locally).');
  const serviceKey = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const res = await fetch(`${mailbox}/api/send`, {
    method: 'POST',
    headers: {
      apikey: serviceKey,
      Authorization: `Bearer ${serviceKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(email),
  });
  if (!res.ok) throw new Error(`The mailbox answered ${res.status}: ${await res.text()}`);
}
