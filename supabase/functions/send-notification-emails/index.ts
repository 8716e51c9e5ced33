// POST — sends the notification emails that are due (see the migration
// 20261124030000_notification_emails.sql for the digest rule). Called every
// 10 seconds by a Supabase Cron job through pg_net, only when a digest is due.
// It needs no caller (verify_jwt = false): it takes no input, answers only
// with counts, and the database decides what is due, so calling it more often
// sends nothing sooner. It claims with the service-role key; a digest that
// could not be sent goes back to the queue for the next run.
import { sendEmail } from '../_shared/email.ts';
import { FunctionError, json, serve } from '../_shared/http.ts';
import { serviceRest } from '../_shared/rest.ts';
import { siteUrl } from '../_shared/site-url.ts';
import { renderDigest, type Digest } from './render.ts';

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const site = siteUrl();
  const digests = await serviceRest<Digest[]>('rpc/claim_notification_emails', {
    method: 'POST',
    body: { max_digests: 100 },
  });

  const failed: string[] = [];
  for (const digest of digests) {
    try {
      await sendEmail({ to: digest.email, ...renderDigest(digest, site) });
    } catch (error) {
      console.error(`notification email ${digest.digest_id} not sent`, error);
      failed.push(digest.digest_id);
    }
  }
  if (failed.length > 0) {
    await serviceRest<number>('rpc/release_notification_emails', {
      method: 'POST',
      body: { digest_ids: failed },
    });
  }
  return json({ sent: digests.length - failed.length, failed: failed.length });
});
