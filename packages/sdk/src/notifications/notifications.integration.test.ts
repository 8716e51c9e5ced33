import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type Team,
} from '../../test/data-fixture';
import { until } from '../../test/realtime-wait';
import { createBoard } from '../boards/create-board';
import { createCard } from '../cards/create-card';
import { addComment } from '../comments/add-comment';
import { createList } from '../lists/create-list';
import { countUnreadNotifications } from './count-unread-notifications';
import { listNotifications } from './list-notifications';
import { markNotificationsRead } from './mark-notifications-read';
import { formatMention } from './mentions';
import { getNotificationSettings } from './get-notification-settings';
import { updateNotificationSettings } from './update-notification-settings';
import { subscribeToNotifications } from './subscribe-to-notifications';
import type { Notification } from './types';
import { isWatchingCard } from './is-watching-card';
import { unwatchCard } from './unwatch-card';
import { watchCard } from './watch-card';
import { snoozeReminder } from './snooze-reminder';

let team: Team;
let cardId: string;
let listId: string;

beforeAll(async () => {
  team = await startTeam();
  const boardId = (await createBoard(team.owner.client, { workspaceId: team.workspaceId, name: 'Inbox' })).id;
  listId = (await createList(team.owner.client, { boardId, name: 'Todo' })).id;
  cardId = (await createCard(team.owner.client, { listId, title: 'Ship it' })).id;
}, 60_000);

afterAll(async () => {
  await team.backend.stop();
});

const mentionOf = (user: { userId: string }, name: string) => formatMention({ name, userId: user.userId });

describe('the inbox', () => {
  it('delivers a mention live with the unread count, pages by filter, and marks read', async () => {
    const { admin, member } = team;
    const arrived: Notification[] = [];
    const counts: number[] = [];
    const subscription = subscribeToNotifications(admin.client, {
      onNotification: (n) => arrived.push(n),
      onUnreadCount: (n) => counts.push(n),
    });
    await subscription.ready;
    expect(counts).toEqual([0]);

    await addComment(member.client, { cardId, body: `Please look, ${mentionOf(admin, 'Admin')}` });
    await addComment(member.client, { cardId, body: 'And one more thing' });
    await until('two notifications', () => arrived.length === 2);
    expect(arrived.map((n) => n.kind)).toEqual(['mentioned', 'commented']);
    expect(arrived[0]!.payload).toMatchObject({
      card_title: 'Ship it',
      actor_name: 'member',
      source: 'comment',
    });
    await until('unread count 2', () => counts.at(-1) === 2);

    const all = await listNotifications(admin.client);
    expect(all.map((n) => n.kind)).toEqual(['commented', 'mentioned']);
    const mentions = await listNotifications(admin.client, { filter: 'mentions' });
    expect(mentions.map((n) => n.id)).toEqual([all[1]!.id]);
    const first = await listNotifications(admin.client, { limit: 1 });
    const second = await listNotifications(admin.client, { limit: 1, before: first[0]! });
    expect([...first, ...second].map((n) => n.id)).toEqual(all.map((n) => n.id));

    expect(await markNotificationsRead(admin.client, [all[1]!.id])).toBe(1);
    await until('unread count 1', () => counts.at(-1) === 1);
    expect((await listNotifications(admin.client, { filter: 'unread' })).map((n) => n.id)).toEqual([
      all[0]!.id,
    ]);
    expect(await markNotificationsRead(admin.client)).toBe(1);
    await until('unread count 0', () => counts.at(-1) === 0);
    expect(await countUnreadNotifications(admin.client)).toBe(0);
    await subscription.unsubscribe();
  });

  it('shows nobody else’s notifications, and marking theirs changes nothing', async () => {
    const { admin, outsider } = team;
    const theirs = await listNotifications(admin.client, { limit: 1 });
    expect(await listNotifications(outsider.client)).toEqual([]);
    await expect(markNotificationsRead(outsider.client, [theirs[0]!.id])).resolves.toBe(0);
  });

  it('refuses malformed input before any request', async () => {
    const { member } = team;
    // @ts-expect-error an unknown filter
    await expectNoRequestValidation(member, () => listNotifications(member.client, { filter: 'spam' }));
    await expectNoRequestValidation(member, () => listNotifications(member.client, { limit: 1000 }));
    await expectNoRequestValidation(member, () =>
      listNotifications(member.client, { before: { created_at: SQL_LOOKING, id: MISSING_ID } }),
    );
    await expectNoRequestValidation(member, () =>
      listNotifications(member.client, { before: { created_at: new Date().toISOString(), id: SQL_LOOKING } }),
    );
    await expectNoRequestValidation(member, () => markNotificationsRead(member.client, []));
    await expectNoRequestValidation(member, () => markNotificationsRead(member.client, [SQL_LOOKING]));
    await expectNoRequestValidation(member, () =>
      markNotificationsRead(
        member.client,
        Array.from({ length: 501 }, () => MISSING_ID),
      ),
    );
    await expectNoRequestValidation(member, () => watchCard(member.client, '../../etc/passwd'));
    await expectNoRequestValidation(member, () =>
      // @ts-expect-error an unknown kind
      updateNotificationSettings(member.client, { emailKinds: ['mentioned', 'everything'] }),
    );
    await expectNoRequestValidation(member, () =>
      updateNotificationSettings(member.client, { emailKinds: ['mentioned', 'mentioned'] }),
    );
  });
});

describe('watching a card', () => {
  it('watches and unwatches a card the caller can read; not-found for others', async () => {
    const { viewer, outsider } = team;
    expect(await isWatchingCard(viewer.client, cardId)).toBe(false);
    expect(await watchCard(viewer.client, cardId)).toBe(true);
    expect(await isWatchingCard(viewer.client, cardId)).toBe(true);
    expect(await unwatchCard(viewer.client, cardId)).toBe(false);
    expect(await isWatchingCard(viewer.client, cardId)).toBe(false);
    await expectCode(watchCard(outsider.client, cardId), 'not-found');
    await expectCode(watchCard(viewer.client, MISSING_ID), 'not-found');
  });
});

describe('notification settings', () => {
  it('start with email off and change only what is given, for the caller only', async () => {
    const { member, admin } = team;
    const initial = await getNotificationSettings(member.client);
    expect(initial.emailEnabled).toBe(false);
    expect(initial.emailKinds).toContain('mentioned');
    const on = await updateNotificationSettings(member.client, { emailEnabled: true });
    expect(on).toEqual({ ...initial, emailEnabled: true });
    const kinds = await updateNotificationSettings(member.client, { emailKinds: ['overdue'] });
    expect(kinds).toEqual({ ...initial, emailEnabled: true, emailKinds: ['overdue'] });
    expect((await getNotificationSettings(admin.client)).emailEnabled).toBe(false);
  });
});

describe('reminders people control', () => {
  it('keep lead time, start-date reminders, zone and quiet hours, read back as saved', async () => {
    const { viewer, admin } = team;
    const initial = await getNotificationSettings(viewer.client);
    expect(initial).toMatchObject({
      reminderLeadMinutes: 1440,
      startReminders: false,
      timeZone: 'UTC',
      quietHours: null,
    });
    const saved = await updateNotificationSettings(viewer.client, {
      reminderLeadMinutes: 15,
      startReminders: true,
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(saved).toEqual({
      ...initial,
      reminderLeadMinutes: 15,
      startReminders: true,
      timeZone: 'Europe/Berlin',
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(await getNotificationSettings(viewer.client)).toEqual(saved);
    expect(await updateNotificationSettings(viewer.client, { quietHours: null })).toEqual({
      ...saved,
      quietHours: null,
    });
    // Someone else's stay theirs.
    expect((await getNotificationSettings(admin.client)).timeZone).toBe('UTC');
  });

  it('refuses settings outside the rules before any request', async () => {
    const { viewer } = team;
    await expectNoRequestValidation(viewer, () =>
      // @ts-expect-error a lead the screen does not offer
      updateNotificationSettings(viewer.client, { reminderLeadMinutes: 30 }),
    );
    await expectNoRequestValidation(viewer, () =>
      updateNotificationSettings(viewer.client, { quietHours: { start: '22:00', end: '22:00' } }),
    );
    await expectNoRequestValidation(viewer, () =>
      updateNotificationSettings(viewer.client, { quietHours: { start: '25:00', end: '07:00' } }),
    );
    await expectNoRequestValidation(viewer, () =>
      updateNotificationSettings(viewer.client, { quietHours: { start: SQL_LOOKING, end: '07:00' } }),
    );
    await expectNoRequestValidation(viewer, () =>
      updateNotificationSettings(viewer.client, { timeZone: 'Mars/Phobos' }),
    );
  });

  it('snoozes a reminder out of the unread list; only the owner, only reminders', async () => {
    const { member, outsider, backend } = team;
    const remindMe = (await createCard(team.owner.client, { listId, title: 'Remind me' })).id;
    await backend.db.query(`update public.cards set due_at = now() + interval '2 hours' where id = $1`, [
      remindMe,
    ]);
    await backend.db.query('insert into public.card_assignees (card_id, user_id) values ($1, $2)', [
      remindMe,
      member.userId,
    ]);
    await backend.db.query('select private.send_due_reminders()');
    const reminder = (await listNotifications(member.client, { filter: 'unread' })).find(
      (n) => n.card_id === remindMe && n.kind === 'due_soon',
    );
    expect(reminder?.payload.card_title).toBe('Remind me');

    const until = await snoozeReminder(member.client, { notificationId: reminder!.id, snooze: '3_hours' });
    const hours = (new Date(until).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(2.9);
    expect(hours).toBeLessThanOrEqual(3);
    expect((await listNotifications(member.client, { filter: 'unread' })).map((n) => n.id)).not.toContain(
      reminder!.id,
    );

    await expectCode(
      snoozeReminder(outsider.client, { notificationId: reminder!.id, snooze: '1_hour' }),
      'not-found',
    );
    await expectCode(
      snoozeReminder(member.client, { notificationId: MISSING_ID, snooze: '1_hour' }),
      'not-found',
    );
    await addComment(team.owner.client, { cardId: remindMe, body: `Look, ${mentionOf(member, 'Member')}` });
    const mention = (await listNotifications(member.client, { filter: 'mentions' })).find(
      (n) => n.card_id === remindMe,
    );
    const notReminder = await expectCode(
      snoozeReminder(member.client, { notificationId: mention!.id, snooze: '1_hour' }),
      'validation',
    );
    expect(notReminder.reason).toBe('kind');
    await expectNoRequestValidation(member, () =>
      // @ts-expect-error not a choice
      snoozeReminder(member.client, { notificationId: reminder!.id, snooze: 'forever' }),
    );
    await expectNoRequestValidation(member, () =>
      snoozeReminder(member.client, { notificationId: SQL_LOOKING, snooze: '1_hour' }),
    );
  });
});
