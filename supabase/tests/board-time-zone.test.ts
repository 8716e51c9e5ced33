import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverVariant, startBackend, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, ROLES, type Fixture } from './support/fixture';

// The board's time zone (issue 32) through the real supabase-js: only the
// board's admins change it, only a zone Postgres lists by name is kept,
// whoever writes it, and new repeat rules and copies of the board take it.
for (const variant of variants) {
  describe(`the board's time zone on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    const clients = {} as Record<(typeof ROLES)[number] | 'outsider', SupabaseClient>;
    const zoneOf = async (boardId: string) =>
      (
        await t.backend.db.query<{ time_zone: string }>(`select time_zone from public.boards where id = $1`, [
          boardId,
        ])
      ).rows[0]?.time_zone;

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      for (const role of [...ROLES, 'outsider'] as const)
        clients[role] = await clientFor(t.backend, f.users[role]);
    });
    afterAll(async () => t?.stop());

    it('is UTC for a board made without one, and the creator’s zone when the client sends it', async () => {
      expect(await zoneOf(f.boardId)).toBe('UTC');
      const made = await clients.admin
        .from('boards')
        .insert({ workspace_id: f.workspaceId, name: 'Berlin board', time_zone: 'Europe/Berlin' })
        .select('time_zone')
        .single();
      expect(made.error).toBeNull();
      expect(made.data).toEqual({ time_zone: 'Europe/Berlin' });
      // A bulk insert where only some rows name a zone: PostgREST sends null for the others.
      const both = await clients.admin
        .from('boards')
        .insert([
          { workspace_id: f.workspaceId, name: 'Tokyo board', time_zone: 'Asia/Tokyo' },
          { workspace_id: f.workspaceId, name: 'Plain board' },
        ])
        .select('name, time_zone')
        .order('name');
      expect(both.error).toBeNull();
      expect(both.data).toEqual([
        { name: 'Plain board', time_zone: 'UTC' },
        { name: 'Tokyo board', time_zone: 'Asia/Tokyo' },
      ]);
    });

    it('lets the board’s admins change it and refuses members and viewers', async () => {
      for (const role of ['owner', 'admin'] as const) {
        const zone = role === 'owner' ? 'America/New_York' : 'Asia/Kolkata';
        const saved = await clients[role].rpc('set_board_time_zone', {
          board_id: f.boardId,
          time_zone: zone,
        });
        expect(saved.error).toBeNull();
        expect(saved.data).toMatchObject({ id: f.boardId, time_zone: zone });
        expect(await zoneOf(f.boardId)).toBe(zone);
      }
      for (const role of ['member', 'viewer'] as const) {
        const { error } = await clients[role].rpc('set_board_time_zone', {
          board_id: f.boardId,
          time_zone: 'Europe/Paris',
        });
        expect(error, role).toMatchObject({
          code: '42501',
          hint: 'teamboard:forbidden',
          details: 'not_board_admin',
        });
        // A plain update changes nothing either: the row's policy is the admins'.
        const plain = await clients[role]
          .from('boards')
          .update({ time_zone: 'Europe/Paris' })
          .eq('id', f.boardId)
          .select('id');
        expect(plain.data ?? []).toEqual([]);
      }
      expect(await zoneOf(f.boardId)).toBe('Asia/Kolkata');
    });

    it('is not found for outsiders and another workspace’s owner', async () => {
      const other = await createFixture(t.backend.db);
      const stranger = await clientFor(t.backend, other.users.owner);
      for (const client of [clients.outsider, stranger]) {
        const { error } = await client.rpc('set_board_time_zone', {
          board_id: f.boardId,
          time_zone: 'Europe/Paris',
        });
        expect(error).toMatchObject({ hint: 'teamboard:not-found' });
      }
      // Nor does this workspace's owner reach the other one's board.
      const { error } = await clients.owner.rpc('set_board_time_zone', {
        board_id: other.boardId,
        time_zone: 'Europe/Paris',
      });
      expect(error).toMatchObject({ hint: 'teamboard:not-found' });
      expect(await zoneOf(other.boardId)).toBe('UTC');
      expect(await zoneOf(f.boardId)).toBe('Asia/Kolkata');
    });

    it('refuses unknown, POSIX-style and injection-looking names, by the RPC and by a plain write', async () => {
      const hostile = [
        'Mars/Olympus_Mons',
        'Europe/Berlinn',
        'UTC+3',
        '<+03>-3',
        "UTC'; drop table public.boards; --",
        'Europe/Berlin; select 1',
        '../../etc/passwd',
        '',
        'A'.repeat(65),
      ];
      for (const zone of hostile) {
        const rpc = await clients.owner.rpc('set_board_time_zone', { board_id: f.boardId, time_zone: zone });
        expect(rpc.error, zone).toMatchObject({
          code: 'P0001',
          hint: 'teamboard:validation',
          details: 'time_zone',
        });
        const plain = await clients.owner.from('boards').update({ time_zone: zone }).eq('id', f.boardId);
        expect(plain.error, zone).toMatchObject({ hint: 'teamboard:validation', details: 'time_zone' });
        const made = await clients.owner
          .from('boards')
          .insert({ workspace_id: f.workspaceId, name: 'X', time_zone: zone });
        expect(made.error, zone).toMatchObject({ hint: 'teamboard:validation', details: 'time_zone' });
      }
      expect(await zoneOf(f.boardId)).toBe('Asia/Kolkata');
      expect(
        (
          await t.backend.db.query(`select 1 from public.boards where workspace_id = $1 and name = 'X'`, [
            f.workspaceId,
          ])
        ).rows,
      ).toEqual([]);
    });

    it('is what a new repeat rule counts in when it names none, and a copy of the board keeps it', async () => {
      await t.backend.db.query(`update public.boards set time_zone = 'Europe/Berlin' where id = $1`, [
        f.boardId,
      ]);
      const unnamed = await clients.member.rpc('set_card_recurrence', {
        card_id: f.cardId,
        rrule: 'FREQ=DAILY',
        dtstart: new Date().toISOString(),
        time_zone: null,
        mode: 'reopen',
      });
      expect(unnamed.error).toBeNull();
      expect(unnamed.data).toMatchObject({ time_zone: 'Europe/Berlin' });
      // A zone the rule names still wins.
      const named = await clients.member.rpc('set_card_recurrence', {
        card_id: f.cardId,
        rrule: 'FREQ=DAILY',
        dtstart: new Date().toISOString(),
        time_zone: 'America/New_York',
        mode: 'reopen',
      });
      expect(named.data).toMatchObject({ time_zone: 'America/New_York' });

      const copy = await clients.admin.rpc('duplicate_board', { board_id: f.boardId, name: 'Copy' });
      expect(copy.error).toBeNull();
      expect(copy.data).toMatchObject({ name: 'Copy', time_zone: 'Europe/Berlin' });
    });
  });
}
