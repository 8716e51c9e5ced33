// POST — expands the recurring cards that have work (see the migration
// 20261126090000_card_recurrences.sql). Called every 10 seconds by a Supabase
// Cron job through pg_net, only when a rule is due. Like the notification
// emails it needs no caller (verify_jwt = false): it takes no input, answers
// only with counts, and the database decides what is due and when, so calling
// it more often creates nothing sooner or twice. Each claimed rule is planned
// with the SDK's rrule arithmetic and recorded in one transaction; a rule that
// fails is left to its lease and tried again on a later run.
import { json, FunctionError, serve } from '../_shared/http.ts';
import { serviceRest } from '../_shared/rest.ts';
import { type ClaimedRecurrence, planOccurrences } from '../_shared/sdk/inputs.js';

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const claimed = await serviceRest<ClaimedRecurrence[]>('rpc/claim_card_recurrences', {
    method: 'POST',
    body: { max_rules: 100 },
  });
  let created = 0;
  let failed = 0;
  for (const claim of claimed) {
    try {
      created += await serviceRest<number>('rpc/apply_card_occurrences', {
        method: 'POST',
        body: planOccurrences(claim),
      });
    } catch (error) {
      console.error(`recurrence ${claim.id} not expanded`, error);
      failed += 1;
    }
  }
  return json({ rules: claimed.length, created, failed });
});
