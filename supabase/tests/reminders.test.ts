import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, variants, type TestBackend, serverVariant } from './support/backend';
import { createFixture, type Fixture, type Role } from './support/fixture';

// Due-date reminders (PRODUCT.md §10.1). The job the migration schedules is
// run on demand here; due dates are set relative to now(), so no clock is faked.
for (const variant of variants) {
  describe(`due-date reminders on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const q = async <T>(sql: string, params: unknown[] = []) =>
      (await t.backend.db.query<T>(sql, params)).rows;
    const runJob = () => q(`select private.send_due_reminders()`);
    const who = (id: string) => (Object.keys(f.users) as Role[]).find((r) => f.users[r] === id) ?? id;

    /** A card due `offset` from now (a Postgres interval), assigned to `assignees`. */
    const card = async (title: string, offset: string | null, assignees: Role[], extra = '') => {
      const [row] = await q<{ id: string }>(
        `insert into public.cards (board_id, list_id, title, due_at)
         values ($1, $2, $3, now() + $4::interval) returning id`,
        [f.boardId, f.listIds[0], title, offset],
      );
      for (const role of assignees) {
        await q('insert into public.card_assignees (card_id, user_id) values ($1, $2)', [
          row!.id,
          f.users[role],
        ]);
      }
      if (extra) await q(`update public.cards set ${extra} where id = $1`, [row!.id]);
      return row!.id;
    };
    /** The reminders written so far, as [card title, recipient, kind]. */
    const reminders = async () =>
      (
        await q<{ title: string; user_id: string; kind: string; actor_id: string | null }>(
          `select c.title, n.user_id, n.kind::text, n.actor_id from public.notifications n
           join public.cards c on c.id = n.card_id
           where n.kind in ('due_soon', 'overdue')`,
        )
      )
        .map((r) => [r.title, who(r.user_id), r.kind, r.actor_id])
        .sort((a, b) => a.join().localeCompare(b.join()));

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
    });
    afterAll(async () => t?.stop());

    it('is scheduled every minute with cron.schedule, as on hosted Supabase', async () => {
      expect(
        await q(`select schedule, command from cron.job where jobname = 'teamboard-due-reminders'`),
      ).toEqual([{ schedule: '* * * * *', command: 'select private.send_due_reminders()' }]);
    });

    it('reminds each assignee once when due soon and once when overdue, never for done or archived cards', async () => {
      const soon = await card('Soon', '2 hours', ['member', 'admin']);
      await card('Late', '-1 hour', ['member']);
      await card('Later', '48 hours', ['member']);
      await card('Undated', null, ['member']);
      await card('Done', '2 hours', ['member'], 'completed_at = now()');
      await card('Archived', '2 hours', ['member'], 'archived_at = now()');
      await card('Nobody', '2 hours', []);

      await runJob();
      await runJob();
      const expected = [
        ['Late', 'member', 'overdue', null],
        ['Soon', 'admin', 'due_soon', null],
        ['Soon', 'member', 'due_soon', null],
      ];
      expect(await reminders()).toEqual(expected);
      const [payload] = await q<{ payload: Record<string, unknown> }>(
        `select payload from public.notifications where card_id = $1 and kind = 'due_soon' limit 1`,
        [soon],
      );
      expect(payload!.payload).toMatchObject({ card_title: 'Soon', board_name: 'Roadmap' });
      expect(payload!.payload.due_at).toBeTruthy();

      // A new due date re-arms; then passing it sends the overdue one, once.
      await q(`update public.cards set due_at = now() + interval '3 hours' where id = $1`, [soon]);
      await runJob();
      expect(await reminders()).toEqual([expected[0], expected[1], expected[1], expected[2], expected[2]]);
      await q(`update public.cards set due_at = now() - interval '1 minute' where id = $1`, [soon]);
      await runJob();
      await runJob();
      expect((await reminders()).filter(([title, , kind]) => title === 'Soon' && kind === 'overdue')).toEqual(
        [
          ['Soon', 'admin', 'overdue', null],
          ['Soon', 'member', 'overdue', null],
        ],
      );
    });

    it('deletes notifications older than 90 days', async () => {
      await q(
        `insert into public.notifications (user_id, workspace_id, kind, created_at)
         values ($1, $2, 'invited', now() - interval '91 days'), ($1, $2, 'role_changed', now() - interval '89 days')`,
        [f.users.viewer, f.workspaceId],
      );
      await runJob();
      expect(
        await q(`select kind::text from public.notifications where user_id = $1 order by 1`, [
          f.users.viewer,
        ]),
      ).toEqual([{ kind: 'role_changed' }]);
    });

    it('reminds only assignees who can still see the board', async () => {
      await q(`delete from public.notifications`);
      await card('Closed soon', '3 hours', ['member', 'admin']);
      // The board goes private with only the admin on it: the member loses the card, and the news.
      await q(`insert into public.board_members (board_id, user_id, role) values ($1, $2, 'editor')`, [
        f.boardId,
        f.users.admin,
      ]);
      await q(`update public.boards set visibility = 'private' where id = $1`, [f.boardId]);
      try {
        await runJob();
        expect((await reminders()).filter(([title]) => title === 'Closed soon')).toEqual([
          ['Closed soon', 'admin', 'due_soon', null],
        ]);
      } finally {
        await q(`update public.boards set visibility = 'workspace' where id = $1`, [f.boardId]);
      }
    });
  });
}
