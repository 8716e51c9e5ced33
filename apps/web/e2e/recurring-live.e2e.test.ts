import { createClient } from '@supabase/supabase-js';
import { createCard, nextOccurrences, type Database } from '@teamboard/sdk';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addMember,
  cardTitles,
  newBoard,
  newUser,
  POLL,
  seedLists,
  signIn,
  type TestUser,
} from './board-helpers';
import { sharedChromium, STEP_TIMEOUT } from './browser';
import { advanceSchedulerClock, resetSchedulerClock } from './scheduler-clock';

// Issue 32 in two browsers: "every weekday" set in the card drawer, then the
// database scheduler's clock moved on past the next weekday, as if that day
// had come. Nothing else is touched: the backend's own cron job (every 10
// seconds, through pg_net) finds the rule due on that clock and calls the
// expander, which makes the copy; both boards show it live, once.
/** The job's 10-second interval plus the expander's cold Deno boot: longer than one UI step. */
const CRON_POLL = { timeout: 60_000, interval: 250 };

describe('recurring cards, live in two browsers', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let owner: TestUser;
  let member: TestUser;
  const service = () =>
    createClient<Database>(inject('apiUrl'), inject('serviceRoleKey'), {
      auth: { persistSession: false, autoRefreshToken: false },
    });

  beforeAll(async () => {
    browser = await sharedChromium();
    owner = await newUser('e2e-recur-owner', 'Olga Owner');
    member = await newUser('e2e-recur-member', 'Mika Member');
  });
  afterAll(async () => {
    // Back to real time even when the test failed half-way: the backend is shared with other files.
    await resetSchedulerClock();
    await Promise.all(contexts.map((context) => context.close()));
  });

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  it(
    'creates the next copy of an "every weekday" card once the clock reaches it, live in both browsers',
    { timeout: 120_000 },
    async () => {
      const board = await newBoard(owner, 'Routines');
      await addMember(board, member, 'member');
      const lists = await seedLists(owner, board, { Todo: ['Standup notes'], Later: [] });
      const cardId = lists.Todo!.cards['Standup notes']!;
      const ownerPage = await open(owner, board.path);
      const memberPage = await open(member, board.path);
      await expect.poll(() => cardTitles(ownerPage, 'Todo'), POLL).toEqual(['Standup notes']);
      await expect.poll(() => cardTitles(memberPage, 'Todo'), POLL).toEqual(['Standup notes']);
      // Browser B has the card open while A sets the rule.
      await memberPage.getByRole('link', { name: 'Standup notes' }).click();
      await memberPage.getByRole('button', { name: 'Repeat this card' }).waitFor();

      // Browser A: Repeat → Weekdays → Save; the drawer says it in words and lists what comes next.
      await ownerPage.getByRole('link', { name: 'Standup notes' }).click();
      await ownerPage.getByRole('button', { name: 'Repeat this card' }).click();
      await ownerPage.getByRole('radio', { name: 'Weekdays' }).click();
      await ownerPage.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => ownerPage.getByText('Every weekday').count(), POLL).toBe(1);
      await expect
        .poll(() => ownerPage.getByRole('list', { name: 'Next' }).getByRole('listitem').count(), POLL)
        .toBe(3);
      await ownerPage.keyboard.press('Escape');
      // B's open drawer shows the rule live, without a reload.
      await expect.poll(() => memberPage.getByText('Every weekday').count(), POLL).toBe(1);
      await memberPage.keyboard.press('Escape');

      const admin = service();
      const { data: rule, error } = await admin
        .from('card_recurrences')
        .select()
        .eq('card_id', cardId)
        .single();
      expect(error).toBeNull();
      expect(rule!.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
      // The next weekday of the rule (the one after it was set; one to three days away) and the one
      // after it, at least a day later: the clock moves to just past the first, so exactly one is due.
      const [next, following] = nextOccurrences(
        { rrule: rule!.rrule, dtstart: rule!.dtstart, timeZone: rule!.time_zone },
        2,
        new Date(rule!.created_at),
      );
      expect(following!.getTime() - next!.getTime()).toBeGreaterThanOrEqual(86_400_000 - 3_600_000);
      await advanceSchedulerClock(next!.getTime() - Date.now() + 1000);

      // The cron job finds it due and calls the expander: one copy, in both browsers, no reload.
      for (const page of [ownerPage, memberPage]) {
        await expect
          .poll(() => cardTitles(page, 'Todo'), CRON_POLL)
          .toEqual(['Standup notes', 'Standup notes']);
      }
      const occurrences = await admin
        .from('card_occurrences')
        .select('occurrence_at, card_id')
        .eq('recurrence_id', rule!.id);
      expect(occurrences.data).toHaveLength(1);
      expect(new Date(occurrences.data![0]!.occurrence_at).getTime()).toBe(next!.getTime());

      // A doubled run creates nothing more.
      const again = await admin.functions.invoke<{ created: number }>('expand-recurrences', { body: {} });
      expect(again.error).toBeNull();
      expect(again.data?.created).toBe(0);
      // No second copy arrives: a card made after the doubled run reaches both boards, and any copy
      // made before it would have come first.
      await createCard(owner.client, { listId: lists.Later!.id, title: 'Sentinel' });
      for (const page of [ownerPage, memberPage]) {
        await expect.poll(() => cardTitles(page, 'Later'), POLL).toEqual(['Sentinel']);
        expect(await cardTitles(page, 'Todo')).toEqual(['Standup notes', 'Standup notes']);
      }
      const { count } = await admin
        .from('cards')
        .select('id', { count: 'exact', head: true })
        .eq('board_id', board.boardId);
      expect(count).toBe(3);
    },
  );
});
