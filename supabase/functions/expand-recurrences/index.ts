// POST — expands the recurring cards that have work (see the migrations
// 20261126090000_card_recurrences.sql and 20261126130000_set_based_recurrences.sql).
// Called every 10 seconds by a Supabase Cron job through pg_net, only when a
// rule is due. Like the notification emails it needs no caller (verify_jwt =
// false): it takes no input, answers only with counts, and the database
// decides what is due and when, so calling it more often creates nothing
// sooner or twice. It claims up to 1000 rules at a time, plans them with the
// SDK's rrule arithmetic and records each batch in one transaction, until
// nothing is due or its time is up. A batch the database refuses is applied
// rule by rule, so one failing rule (left to its lease, tried again on a later
// run) holds no other back.
import { json, FunctionError, serve } from '../_shared/http.ts';
import { serviceRest } from '../_shared/rest.ts';
import {
  batchPlans,
  type ClaimedRecurrence,
  type OccurrencePlan,
  planOccurrences,
} from '../_shared/sdk/inputs.js';

const CLAIM = 1000;
/** Well inside pg_net's 30-second wait; what is left is the next run's. */
const BUDGET_MS = 20_000;

const apply = (plans: readonly OccurrencePlan[]) =>
  serviceRest<number>('rpc/apply_card_occurrences', { method: 'POST', body: { plans } });

serve(async (req) => {
  if (req.method !== 'POST') throw new FunctionError('validation', 'Use POST.');
  const started = Date.now();
  let rules = 0;
  let created = 0;
  let failed = 0;
  while (Date.now() - started < BUDGET_MS) {
    const claimed = await serviceRest<ClaimedRecurrence[]>('rpc/claim_card_recurrences', {
      method: 'POST',
      body: { max_rules: CLAIM },
    });
    rules += claimed.length;
    for (const batch of batchPlans(claimed.map(planOccurrences))) {
      try {
        created += await apply(batch);
      } catch {
        for (const plan of batch) {
          try {
            created += await apply([plan]);
          } catch (error) {
            console.error(`recurrence ${plan.recurrence_id} not expanded`, error);
            failed += 1;
          }
        }
      }
    }
    if (claimed.length < CLAIM) break;
  }
  return json({ rules, created, failed });
});
