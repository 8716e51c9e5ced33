import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
  workspaceWith,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { createList } from '../lists/create-list';
import { clearCardRecurrence } from './clear-card-recurrence';
import { getCardRecurrence } from './get-card-recurrence';
import { nextOccurrences } from './next-occurrences';
import { setCardRecurrence } from './set-card-recurrence';

// The recurrence calls through supabase-js against the real local backend.
let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let listId: string;
let cardId: string;

beforeAll(async () => {
  let workspaceId: string;
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  const boardId = (await createBoard(owner.client, { workspaceId, name: 'Chores' })).id;
  listId = (await createList(owner.client, { boardId, name: 'Todo' })).id;
  cardId = (await createCard(owner.client, { listId, title: 'Water plants' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

const weekly = {
  rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
  dtstart: '2026-12-07T09:00:00+01:00',
  timeZone: 'Europe/Berlin',
  mode: 'copy' as const,
};

describe('card recurrence', () => {
  it('sets, reads and clears a rule; readers read it, outsiders see nothing', async () => {
    const saved = await setCardRecurrence(member.client, { cardId, ...weekly, listId });
    expect(saved).toMatchObject({
      cardId,
      rrule: weekly.rrule,
      timeZone: 'Europe/Berlin',
      mode: 'copy',
      listId,
    });
    expect(await getCardRecurrence(viewer.client, cardId)).toMatchObject({
      id: saved.id,
      rrule: weekly.rrule,
    });
    expect(await getCardRecurrence(outsider.client, cardId)).toBeNull();

    const next = nextOccurrences(saved, 3, new Date('2026-12-01T00:00:00Z'));
    expect(next.map((d) => d.toISOString())).toEqual([
      '2026-12-07T08:00:00.000Z',
      '2026-12-10T08:00:00.000Z',
      '2026-12-21T08:00:00.000Z',
    ]);

    expect(await clearCardRecurrence(member.client, cardId)).toBe(true);
    expect(await clearCardRecurrence(member.client, cardId)).toBe(false);
    expect(await getCardRecurrence(member.client, cardId)).toBeNull();
  });

  it('refuses viewers, outsiders and unknown cards with typed errors', async () => {
    await expectCode(setCardRecurrence(viewer.client, { cardId, ...weekly }), 'forbidden');
    await expectCode(setCardRecurrence(outsider.client, { cardId, ...weekly }), 'not-found');
    await expectCode(setCardRecurrence(member.client, { cardId: MISSING_ID, ...weekly }), 'not-found');
    await expectCode(clearCardRecurrence(outsider.client, cardId), 'not-found');
  });

  it('says recurrence_invalid for a bad rule before sending anything, and the database agrees', async () => {
    for (const rrule of [
      'FREQ=HOURLY',
      `FREQ=DAILY;${SQL_LOOKING}`,
      'FREQ=DAILY;BYDAY=MO'.padEnd(600, ',MO'),
    ]) {
      const error = await expectNoRequestValidation(member, () =>
        setCardRecurrence(member.client, { cardId, ...weekly, rrule }),
      );
      expect(error.reason).toBe('recurrence_invalid');
    }
    const zone = await expectNoRequestValidation(member, () =>
      setCardRecurrence(member.client, { cardId, ...weekly, timeZone: 'Europe/Atlantis' }),
    );
    expect(zone.issues[0]?.path).toEqual(['timeZone']);
    // Past the client (as any other caller could send it), the database says the same.
    const { error } = await member.client.supabase.rpc('set_card_recurrence', {
      card_id: cardId,
      rrule: 'FREQ=DAILY;COUNT=2;UNTIL=20270101T000000Z',
      dtstart: weekly.dtstart,
      time_zone: 'UTC',
      mode: 'copy',
    });
    expect(error).toMatchObject({ hint: 'teamboard:validation', details: 'recurrence_invalid' });
    expect(() => nextOccurrences({ ...weekly, rrule: 'FREQ=SOMETIMES' })).toThrow(/not valid/);
  });

  it('keeps copies on the card’s board', async () => {
    const workspaceId = await workspaceWith(backend, owner, []);
    const elsewhere = (await createBoard(owner.client, { workspaceId, name: 'Other' })).id;
    const otherList = (await createList(owner.client, { boardId: elsewhere, name: 'Todo' })).id;
    const error = await expectCode(
      setCardRecurrence(owner.client, { cardId, ...weekly, listId: otherList }),
      'validation',
    );
    expect(error.reason).toBe('list_id');
  });
});
