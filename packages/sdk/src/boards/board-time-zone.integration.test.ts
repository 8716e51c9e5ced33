import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { createCard } from '../cards/create-card';
import { createList } from '../lists/create-list';
import { setCardRecurrence } from '../recurrence/set-card-recurrence';
import { createBoard } from './create-board';
import { duplicateBoard } from './duplicate-board';
import { getBoard } from './get-board';
import { setBoardTimeZone } from './set-board-time-zone';

let backend: LocalSupabase;
let owner: SignedInClient;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;

beforeAll(async () => {
  ({ backend, owner, admin, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Zoned' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe("the board's time zone", () => {
  it('is UTC unless the creator sends theirs', async () => {
    expect((await getBoard(owner.client, boardId)).time_zone).toBe('UTC');
    const berlin = await createBoard(admin.client, {
      workspaceId,
      name: 'Berlin',
      timeZone: 'Europe/Berlin',
    });
    expect(berlin.time_zone).toBe('Europe/Berlin');
  });

  it('is changed by board admins and refused to members and viewers', async () => {
    const saved = await setBoardTimeZone(admin.client, { boardId, timeZone: 'America/New_York' });
    expect(saved).toMatchObject({ id: boardId, time_zone: 'America/New_York' });
    for (const user of [member, viewer]) {
      const error = await expectCode(
        setBoardTimeZone(user.client, { boardId, timeZone: 'Europe/Paris' }),
        'forbidden',
      );
      expect(error.reason).toBe('not_board_admin');
    }
    await expectCode(setBoardTimeZone(outsider.client, { boardId, timeZone: 'Europe/Paris' }), 'not-found');
    await expectCode(
      setBoardTimeZone(owner.client, { boardId: MISSING_ID, timeZone: 'Europe/Paris' }),
      'not-found',
    );
    // Another workspace's owner, however much they manage there.
    const elsewhere = await workspaceWith(backend, outsider, []);
    const theirs = await createBoard(outsider.client, { workspaceId: elsewhere, name: 'Theirs' });
    await expectCode(
      setBoardTimeZone(owner.client, { boardId: theirs.id, timeZone: 'Europe/Paris' }),
      'not-found',
    );
    expect((await getBoard(owner.client, boardId)).time_zone).toBe('America/New_York');
  });

  it('refuses a name nobody knows before sending, and one only the runtime knows at the database', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', SQL_LOOKING, '', 'x'.repeat(65)]) {
      const error = await expectNoRequestValidation(owner, () =>
        setBoardTimeZone(owner.client, { boardId, timeZone }),
      );
      expect(error.issues[0]?.path).toEqual(['timeZone']);
    }
    // Intl reads names in any case; Postgres lists them as written.
    const error = await expectCode(
      setBoardTimeZone(owner.client, { boardId, timeZone: 'europe/berlin' }),
      'validation',
    );
    expect(error.reason).toBe('time_zone');
    expect((await getBoard(owner.client, boardId)).time_zone).toBe('America/New_York');
  });

  it('is the zone of a new repeat rule that names none, and travels with a copy of the board', async () => {
    const listId = (await createList(owner.client, { boardId, name: 'Todo' })).id;
    const card = await createCard(member.client, { listId, title: 'Standup' });
    const rule = await setCardRecurrence(member.client, {
      cardId: card.id,
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      dtstart: new Date().toISOString(),
      mode: 'reopen',
    });
    expect(rule.timeZone).toBe('America/New_York');
    const copy = await duplicateBoard(admin.client, { boardId, name: 'Copy' });
    expect(copy.time_zone).toBe('America/New_York');
  });
});
