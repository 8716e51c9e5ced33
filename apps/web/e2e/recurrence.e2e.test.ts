import { createClient } from '@supabase/supabase-js';
import { nextOccurrences, type Database } from '@teamboard/sdk';
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
import { launchChromium, STEP_TIMEOUT } from './browser';

// Issue 32 in two browsers: "every weekday" set in the card drawer, then the
// rule's clock moved on, as if it had been set a week ago and the scheduler
// had last looked just before the latest weekday came round. The backend's
// own cron job (every 10 seconds, through pg_net) runs the expander; the copy
// appears in both browsers once, and a doubled run adds nothing.
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
    browser = await launchChromium();
    owner = await newUser('e2e-recur-owner', 'Olga Owner');
    member = await newUser('e2e-recur-member', 'Mika Member');
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  const open = async (user: TestUser, path: string): Promise<Page> => {
    const context = await browser.newContext();
    context.setDefaultTimeout(STEP_TIMEOUT);
    contexts.push(context);
    const page = await context.newPage();
    await signIn(page, user, path);
    return page;
  };

  it('creates the next copy of an "every weekday" card once, live in both browsers', async () => {
    const board = await newBoard(owner, 'Routines');
    await addMember(board, member, 'member');
    const lists = await seedLists(owner, board, { Todo: ['Standup notes'] });
    const cardId = lists.Todo!.cards['Standup notes']!;
    const ownerPage = await open(owner, board.path);
    const memberPage = await open(member, board.path);
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

    // The clock moves on: the rule started a week ago and was last expanded just before the
    // latest weekday occurrence, which is now due.
    const admin = service();
    const { data: rule, error } = await admin
      .from('card_recurrences')
      .select()
      .eq('card_id', cardId)
      .single();
    expect(error).toBeNull();
    expect(rule!.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    const dtstart = new Date(new Date(rule!.dtstart).getTime() - 7 * 86_400_000).toISOString();
    const now = Date.now();
    const latest = nextOccurrences(
      { rrule: rule!.rrule, dtstart, timeZone: rule!.time_zone },
      10,
      new Date(now - 6 * 86_400_000),
    )
      .filter((date) => date.getTime() <= now)
      .at(-1)!;
    const justBefore = new Date(latest.getTime() - 1000).toISOString();
    const moved = await admin
      .from('card_recurrences')
      .update({ dtstart, expanded_until: justBefore, next_at: justBefore })
      .eq('id', rule!.id);
    expect(moved.error).toBeNull();

    // The cron job finds it due and calls the expander: one copy, in both browsers.
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
    expect(new Date(occurrences.data![0]!.occurrence_at).getTime()).toBe(latest.getTime());

    // A doubled run creates nothing more.
    const again = await admin.functions.invoke<{ created: number }>('expand-recurrences', { body: {} });
    expect(again.data?.created).toBe(0);
    const { count } = await admin
      .from('cards')
      .select('id', { count: 'exact', head: true })
      .eq('board_id', board.boardId);
    expect(count).toBe(2);
    expect(await cardTitles(memberPage, 'Todo')).toEqual(['Standup notes', 'Standup notes']);
  });
});
