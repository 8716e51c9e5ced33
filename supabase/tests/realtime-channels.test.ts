import { randomUUID } from 'node:crypto';
import { REALTIME_SUBSCRIBE_STATES, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, serverVariant, variants, type TestBackend } from './support/backend';
import { clientFor } from './support/clients';
import { createFixture, newToken, ROLES, type Fixture } from './support/fixture';

type Actor = (typeof ROLES)[number] | 'outsider' | 'anon';
const ACTORS: readonly Actor[] = [...ROLES, 'outsider', 'anon'];

/** Joins a private channel; `joined` false when realtime refused the join. */
async function join(
  client: SupabaseClient,
  topic: string,
): Promise<{ joined: boolean; reason: string; channel: RealtimeChannel }> {
  const channel = client.channel(topic, { config: { private: true, broadcast: { ack: true } } });
  // A presence listener makes the join ask for presence, as the board view does.
  channel.on('presence', { event: 'sync' }, () => undefined);
  return new Promise((resolve) => {
    channel.subscribe((state, error) => {
      if (state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED) resolve({ joined: true, reason: '', channel });
      else resolve({ joined: false, reason: error?.message ?? state, channel });
    });
  });
}

// The policies on realtime.messages that make `board:<id>` and `workspace:<id>`
// private, checked the way Realtime applies them: a real join through supabase-js.
for (const variant of variants) {
  describe(`private realtime channels on ${variant.name}`, serverVariant(variant.server), () => {
    let t: TestBackend;
    let f: Fixture;
    let other: Fixture;
    const clients = new Map<Actor, SupabaseClient>();

    beforeAll(async () => {
      t = await startBackend(variant);
      f = await createFixture(t.backend.db);
      other = await createFixture(t.backend.db);
      for (const actor of ACTORS) {
        clients.set(actor, await clientFor(t.backend, actor === 'anon' ? undefined : f.users[actor]));
      }
    });
    afterAll(async () => {
      await Promise.all([...clients.values()].map((c) => c.removeAllChannels()));
      await t?.stop();
    });

    const client = (actor: Actor) => clients.get(actor)!;

    for (const actor of ACTORS) {
      const member = actor !== 'outsider' && actor !== 'anon';
      it(`${member ? 'lets' : 'keeps'} ${actor} ${member ? 'join, track and send on' : 'out of'} the board's channel`, async () => {
        const { joined, reason, channel } = await join(client(actor), `board:${f.boardId}`);
        try {
          expect(joined).toBe(member);
          if (!member) {
            expect(reason).toMatch(/do not have permissions to read/);
            return;
          }
          expect(await channel.track({ who: actor })).toBe('ok');
          expect(await channel.send({ type: 'broadcast', event: 'hint', payload: {} })).toBe('ok');
        } finally {
          await client(actor).removeChannel(channel);
        }
      });

      it(`${member ? 'lets' : 'keeps'} ${actor} ${member ? 'receive on' : 'out of'} the workspace's channel, where no client sends`, async () => {
        const { joined, channel } = await join(client(actor), `workspace:${f.workspaceId}`);
        try {
          expect(joined).toBe(member);
          if (!member) return;
          expect(await channel.track({ who: actor })).not.toBe('ok');
          expect(await channel.send({ type: 'broadcast', event: 'notice', payload: {} })).not.toBe('ok');
        } finally {
          await client(actor).removeChannel(channel);
        }
      });
    }

    it('sends the workspace channel a notice per change, an invitation as its id only', async () => {
      const db = t.backend.db;
      const { hash } = newToken();
      const notices = async () => {
        const { rows } = await db.query<{ payload: Record<string, unknown>; private: boolean }>(
          `select payload, private from realtime.messages where topic = $1 order by inserted_at, id`,
          [`workspace:${other.workspaceId}`],
        );
        return rows;
      };
      const before = (await notices()).length;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.invitations (workspace_id, email, token_hash, invited_by)
         values ($1, 'newcomer@example.test', $2, $3) returning id`,
        [other.workspaceId, hash, other.users.owner],
      );
      await db.query(
        `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
        [other.workspaceId, other.users.viewer],
      );
      await db.query(`update public.boards set name = 'Renamed' where id = $1`, [other.boardId]);
      const sent = (await notices()).slice(before);
      expect(sent.map((n) => [n.payload.table, n.payload.type, n.private])).toEqual([
        ['invitations', 'INSERT', true],
        ['workspace_members', 'UPDATE', true],
        ['boards', 'UPDATE', true],
      ]);
      expect(sent[0]!.payload).toMatchObject({ key: { id: rows[0]!.id }, row: null });
      expect(sent[1]!.payload).toMatchObject({
        key: { workspace_id: other.workspaceId, user_id: other.users.viewer },
        row: { role: 'member' },
      });
      expect(JSON.stringify(sent)).not.toContain(hash);
    });

    it("refuses a member the channels of another team's board and workspace", async () => {
      for (const topic of [`board:${other.boardId}`, `workspace:${other.workspaceId}`]) {
        const { joined, channel } = await join(client('owner'), topic);
        expect(joined, topic).toBe(false);
        await client('owner').removeChannel(channel);
      }
    });

    it('refuses topics that only look like a board of theirs', async () => {
      for (const topic of [
        `board:${f.boardId.toUpperCase()}`,
        `board:${f.boardId}:extra`,
        `board:${f.boardId.replaceAll('-', '')}`,
        `board:${randomUUID()}`,
        `board:' or 1=1 --`,
        `workspace:${f.boardId}`,
        `board:${f.workspaceId}`,
        'board:',
        `lobby`,
      ]) {
        const { joined, channel } = await join(client('owner'), topic);
        expect(joined, topic).toBe(false);
        await client('owner').removeChannel(channel);
      }
    });
  });
}
