import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createUser, serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, ROLES, type Fixture } from './support/fixture';

const SETTINGS = {
  type: 'table',
  filters: { assignees: [], labels: [], due: null, text: '', fields: {} },
  sort: { column: 'due', direction: 'asc' },
  groupBy: 'list',
};

type Who = (typeof ROLES)[number] | 'outsider' | 'guest';

// Saved views follow the board's access (issue 33): personal views are their owner's alone; shared
// views are read by the board's readers and changed by its editors, on workspace and private boards.
for (const variant of variants) {
  describe(`saved views on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let privateBoardId: string;
    const users = {} as Record<Who, string>;
    const clients = {} as Record<Who, SupabaseClient>;

    const save = (who: Who, row: Record<string, unknown>) =>
      clients[who]
        .from('saved_views')
        .insert({ board_id: f.boardId, name: 'Sprint', shared: false, settings: SETTINGS, ...row })
        .select('id')
        .maybeSingle();
    const saved = async (who: Who, row: Record<string, unknown> = {}): Promise<string> => {
      const { data, error } = await save(who, row);
      expect(error).toBeNull();
      return (data as { id: string }).id;
    };
    const sees = async (who: Who, id: string): Promise<boolean> => {
      const { data, error } = await clients[who].from('saved_views').select('id').eq('id', id);
      expect(error).toBeNull();
      return data!.length === 1;
    };
    const renamed = async (who: Who, id: string, change: Record<string, unknown> = { name: `By ${who}` }) => {
      const { data, error } = await clients[who].from('saved_views').update(change).eq('id', id).select('id');
      return { count: data?.length ?? 0, error };
    };
    const deleted = async (who: Who, id: string) => {
      const { data, error } = await clients[who].from('saved_views').delete().eq('id', id).select('id');
      expect(error).toBeNull();
      return data!.length;
    };

    beforeAll(async () => {
      t = await startBackend(variant);
      const db = t.backend.db;
      f = await createFixture(db);
      Object.assign(users, f.users, { guest: await createUser(db, `guest-${f.boardId}@example.test`) });
      // Private: the workspace's member is not on it, its viewer is a board viewer, a guest edits it.
      privateBoardId = await as(db, { userId: users.owner }, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.boards (workspace_id, name, visibility) values ($1, 'Hiring', 'private') returning id`,
          [f.workspaceId],
        );
        return rows[0]!.id;
      });
      await db.query(
        `insert into public.board_members (board_id, user_id, role) values ($1, $2, 'viewer'), ($1, $3, 'editor')`,
        [privateBoardId, users.viewer, users.guest],
      );
      for (const who of [...ROLES, 'outsider', 'guest'] as const)
        clients[who] = await clientFor(t.backend, users[who]);
    });
    afterAll(async () => t?.stop());

    it('keeps a personal view to its owner: nobody else reads, renames or deletes it', async () => {
      const id = await saved('member');
      expect(await sees('member', id)).toBe(true);
      for (const who of ['owner', 'admin', 'viewer', 'outsider', 'guest'] as const) {
        expect(await sees(who, id)).toBe(false);
        expect(await renamed(who, id)).toEqual({ count: 0, error: null });
        expect(await deleted(who, id)).toBe(0);
      }
      expect(await renamed('member', id)).toEqual({ count: 1, error: null });
      expect(await deleted('member', id)).toBe(1);
    });

    it('lets a viewer keep personal views but share none', async () => {
      const id = await saved('viewer');
      expect(await sees('viewer', id)).toBe(true);
      expect((await save('viewer', { shared: true })).error).toMatchObject({ code: '42501' });
      expect((await renamed('viewer', id, { shared: true })).error).toMatchObject({ code: '42501' });
    });

    it('shows a shared view to every reader of the board and lets its editors change it', async () => {
      const id = await saved('member', { shared: true });
      for (const who of ['owner', 'admin', 'member', 'viewer'] as const)
        expect(await sees(who, id)).toBe(true);
      expect(await sees('outsider', id)).toBe(false);
      expect(await sees('guest', id)).toBe(false);
      expect(await renamed('viewer', id)).toEqual({ count: 0, error: null });
      expect(await renamed('outsider', id)).toEqual({ count: 0, error: null });
      expect(await renamed('admin', id)).toEqual({ count: 1, error: null });
      // Only the owner takes it back from the board.
      expect((await renamed('admin', id, { shared: false })).error).toMatchObject({ code: '42501' });
      expect(await deleted('viewer', id)).toBe(0);
      expect(await deleted('owner', id)).toBe(1);
    });

    it('follows a private board’s members, not the workspace', async () => {
      const id = await saved('guest', { board_id: privateBoardId, shared: true });
      expect(await sees('member', id)).toBe(false);
      expect(await sees('viewer', id)).toBe(true);
      expect(await sees('owner', id)).toBe(true);
      expect(await renamed('viewer', id)).toEqual({ count: 0, error: null });
      expect(await renamed('owner', id)).toEqual({ count: 1, error: null });
      // A member outside the board can save nothing on it.
      expect((await save('member', { board_id: privateBoardId })).error).toMatchObject({ code: '42501' });
      // Losing the board loses its views, even one's own.
      const mine = await saved('viewer', { board_id: privateBoardId });
      await t.backend.db.query(`delete from public.board_members where board_id = $1 and user_id = $2`, [
        privateBoardId,
        users.viewer,
      ]);
      expect(await sees('viewer', mine)).toBe(false);
      expect(await sees('viewer', id)).toBe(false);
      expect(await renamed('viewer', mine)).toEqual({ count: 0, error: null });
    });

    it('refuses another user’s ids: owner, board and times are not the caller’s to set', async () => {
      expect((await save('member', { owner_id: users.admin })).error).toMatchObject({ code: '42501' });
      expect((await save('outsider', {})).error).toMatchObject({ code: '42501' });
      expect((await save('member', { created_at: '2000-01-01T00:00:00Z' })).error).toMatchObject({
        code: '42501',
      });
      const id = await saved('member');
      for (const change of [{ owner_id: users.admin }, { board_id: privateBoardId }, { updated_at: null }])
        expect((await renamed('member', id, change)).error).toMatchObject({ code: '42501' });
      const { data } = await clients.member
        .from('saved_views')
        .select('owner_id, board_id')
        .eq('id', id)
        .single();
      expect(data).toEqual({ owner_id: users.member, board_id: f.boardId });
    });

    it('refuses hostile names and settings with a check violation', async () => {
      const hostile: Record<string, unknown>[] = [
        { name: '   ' },
        { name: 'x'.repeat(61) },
        { settings: [] },
        { settings: 'table' },
        { settings: { ...SETTINGS, type: 'spreadsheet' } },
        { settings: { ...SETTINGS, type: 'timeline', scale: 'year' } },
        { settings: { ...SETTINGS, type: 'timeline', scale: 7 } },
        { settings: { type: 'table' } },
        { settings: { ...SETTINGS, filters: { ...SETTINGS.filters, text: 'y'.repeat(20_000) } } },
      ];
      for (const row of hostile)
        expect((await save('member', row)).error, JSON.stringify(row).slice(0, 80)).toMatchObject({
          code: '23514',
        });
      expect((await save('member', { settings: null })).error).toMatchObject({ code: '23502' });
    });

    it('keeps a timeline view with its scale, and views saved without one', async () => {
      for (const scale of ['day', 'week', 'month']) {
        const id = await saved('member', { settings: { ...SETTINGS, type: 'timeline', scale } });
        const { data } = await clients.member.from('saved_views').select('settings').eq('id', id).single();
        expect(data?.settings).toMatchObject({ type: 'timeline', scale });
      }
      await saved('member', { settings: { ...SETTINGS, type: 'timeline' } });
    });

    it('keeps anon out entirely', async () => {
      const anon = await clientFor(t.backend);
      const { data, error } = await anon.from('saved_views').select('id');
      expect(error ?? data).toMatchObject(error ? { code: '42501' } : []);
    });
  });
}
