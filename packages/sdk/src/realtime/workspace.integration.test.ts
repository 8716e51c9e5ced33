import { createHash, randomBytes } from 'node:crypto';
import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../test/local-backend';
import { until } from '../../test/realtime-wait';
import {
  createBoard,
  signedInClient,
  type BoardFixture,
  type SignedInClient,
} from '../../test/storage-board';
import type { TeamboardError } from '../errors/teamboard-error';
import { changeMemberRole } from '../members/change-member-role';
import { removeMember } from '../members/remove-member';
import { closeRealtime } from './close-realtime';
import { subscribeToWorkspace } from './subscribe-to-workspace';
import type { SubscriptionStatus } from './types';
import type { WorkspaceChange } from './workspace-types';

let backend: LocalSupabase;
let alice: SignedInClient;
let bob: SignedInClient;
let carol: SignedInClient;
let dave: SignedInClient;
let team: BoardFixture;
let carolTeam: BoardFixture;

beforeAll(async () => {
  backend = await startBackend();
  [alice, bob, carol, dave] = await Promise.all([
    signedInClient(backend, 'ws-alice'),
    signedInClient(backend, 'ws-bob'),
    signedInClient(backend, 'ws-carol'),
    signedInClient(backend, 'ws-dave'),
  ]);
  team = await createBoard(backend, [
    [alice, 'owner'],
    [bob, 'viewer'],
  ]);
  carolTeam = await createBoard(backend, [[carol, 'owner']]);
}, 60_000);

afterAll(async () => {
  await Promise.all([alice, bob, carol, dave].map((user) => closeRealtime(user.client)));
  await backend.stop();
});

function recorder() {
  const seen = {
    changes: [] as WorkspaceChange[],
    statuses: [] as SubscriptionStatus[],
    errors: [] as TeamboardError[],
  };
  const handlers = {
    onChange: (c: WorkspaceChange) => seen.changes.push(c),
    onStatus: (s: SubscriptionStatus) => seen.statuses.push(s),
    onError: (e: TeamboardError) => seen.errors.push(e),
  };
  return { seen, handlers };
}

const sql = (text: string, params: unknown[] = []) => backend.db.query(text, params);

describe('subscribeToWorkspace', () => {
  it('tells members about members, invitations and boards changing, and never a token hash', async () => {
    const a = recorder();
    const b = recorder();
    const subA = subscribeToWorkspace(alice.client, team.workspaceId, a.handlers);
    const subB = subscribeToWorkspace(bob.client, team.workspaceId, b.handlers);
    await Promise.all([subA.ready, subB.ready]);
    expect(a.seen.statuses).toEqual(['live']);

    await sql(
      `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'member')`,
      [team.workspaceId, dave.userId],
    );
    const joined = await until('Dave joining, at Bob', () =>
      b.seen.changes.find((c) => c.table === 'workspace_members' && c.type === 'INSERT'),
    );
    expect(joined).toMatchObject({
      key: { workspace_id: team.workspaceId, user_id: dave.userId },
      row: { role: 'member', user_id: dave.userId },
    });

    await changeMemberRole(alice.client, {
      workspaceId: team.workspaceId,
      userId: dave.userId,
      role: 'admin',
    });
    await until('Dave’s new role, at Bob', () =>
      b.seen.changes.find(
        (c) => c.table === 'workspace_members' && c.type === 'UPDATE' && c.row.role === 'admin',
      ),
    );

    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    const { rows } = await sql(
      `insert into public.invitations (workspace_id, email, role, token_hash, invited_by)
       values ($1, 'erin@example.test', 'member', $2, $3) returning id`,
      [team.workspaceId, hash, alice.userId],
    );
    const invitationId = (rows[0] as { id: string }).id;
    const invited = await until('the invitation, at Alice', () =>
      a.seen.changes.find((c) => c.table === 'invitations' && c.type === 'INSERT'),
    );
    expect(invited).toEqual({ table: 'invitations', type: 'INSERT', key: { id: invitationId }, row: null });

    const board = await sql(
      `insert into public.boards (workspace_id, name) values ($1, 'Launch') returning id`,
      [team.workspaceId],
    );
    const boardId = (board.rows[0] as { id: string }).id;
    await until('the new board, at Bob', () =>
      b.seen.changes.find((c) => c.table === 'boards' && c.type === 'INSERT' && c.row.name === 'Launch'),
    );
    await sql(`delete from public.boards where id = $1`, [boardId]);
    await until('the board’s deletion, at Bob', () =>
      b.seen.changes.find((c) => c.table === 'boards' && c.type === 'DELETE' && c.key.id === boardId),
    );

    await removeMember(alice.client, { workspaceId: team.workspaceId, userId: dave.userId });
    await until('Dave leaving, at Alice', () =>
      a.seen.changes.find((c) => c.table === 'workspace_members' && c.type === 'DELETE'),
    );
    // What went over the channel, as the database sent it: never the hash.
    const sent = await sql(`select payload::text as payload from realtime.messages where topic = $1`, [
      `workspace:${team.workspaceId}`,
    ]);
    const wire = JSON.stringify(sent.rows);
    expect(wire).toContain(invitationId);
    expect(wire).not.toContain(hash);
    expect(wire).not.toContain('token_hash');
    expect(a.seen.errors).toEqual([]);
    await Promise.all([subA.unsubscribe(), subB.unsubscribe()]);
  });

  it('refuses a non-member with forbidden, once, and tells them nothing', async () => {
    const own = recorder();
    const foreign = recorder();
    const subOwn = subscribeToWorkspace(carol.client, carolTeam.workspaceId, own.handlers);
    const subForeign = subscribeToWorkspace(carol.client, team.workspaceId, foreign.handlers, {
      retryDelaysMs: [50],
    });
    await subOwn.ready;
    await expect(subForeign.ready).rejects.toMatchObject({ code: 'forbidden', reason: 'channel_refused' });
    expect(subForeign.status()).toBe('closed');

    await sql(`update public.workspaces set name = 'Renamed' where id = $1`, [team.workspaceId]);
    await sql(
      `update public.workspace_members set role = 'member' where workspace_id = $1 and user_id = $2`,
      [team.workspaceId, bob.userId],
    );
    // Carol's own workspace changes last: once it is in, the others would be too.
    await sql(`update public.workspaces set name = 'Carol’s' where id = $1`, [carolTeam.workspaceId]);
    await until('Carol’s own change', () => own.seen.changes.find((c) => c.table === 'workspaces'));
    expect(foreign.seen.changes).toEqual([]);
    expect(foreign.seen.errors.map((e) => e.code)).toEqual(['forbidden']);
    expect(foreign.seen.statuses).toEqual(['closed']);
    expect(JSON.stringify(own.seen.changes)).not.toContain(team.workspaceId);
    await subOwn.unsubscribe();
  });

  it('ignores what does not look like a notice', async () => {
    const a = recorder();
    const sub = subscribeToWorkspace(alice.client, team.workspaceId, a.handlers);
    await sub.ready;
    for (const payload of [
      { table: 'profiles', type: 'INSERT', key: { id: alice.userId } },
      { table: 'boards', type: 'TRUNCATE', key: { id: team.boardId } },
      { table: 'boards', type: 'UPDATE', key: { id: 1 } },
      { table: 'boards', type: 'UPDATE', key: { id: team.boardId }, row: 'drop table boards' },
      'boards',
    ]) {
      await sql(`select realtime.send($1::jsonb, 'change', $2, true)`, [
        JSON.stringify(payload),
        `workspace:${team.workspaceId}`,
      ]);
    }
    await sql(`update public.workspaces set name = 'Last' where id = $1`, [team.workspaceId]);
    await until('the real change', () => a.seen.changes.find((c) => c.table === 'workspaces'));
    expect(a.seen.changes.map((c) => c.table)).toEqual(['workspaces']);
    await sub.unsubscribe();
  });

  it('refuses a bad workspace id before any request, and a second subscription to one workspace', async () => {
    alice.requests.length = 0;
    for (const bad of ['ws-1', "' or 1=1 --", '', 'x'.repeat(10_000)]) {
      expect(() => subscribeToWorkspace(alice.client, bad)).toThrow(
        expect.objectContaining({ code: 'validation' }),
      );
    }
    expect(alice.requests).toEqual([]);
    const first = subscribeToWorkspace(alice.client, team.workspaceId);
    expect(() => subscribeToWorkspace(alice.client, team.workspaceId)).toThrow(
      expect.objectContaining({ code: 'conflict' }),
    );
    await first.ready;
    expect(first.status()).toBe('live');
    await first.unsubscribe();
  });

  it('rejoins after a forced disconnect and asks for a resync', async () => {
    let resyncs = 0;
    const a = recorder();
    const sub = subscribeToWorkspace(
      alice.client,
      team.workspaceId,
      { ...a.handlers, onResync: () => (resyncs += 1) },
      { retryDelaysMs: [100] },
    );
    await sub.ready;
    await alice.client.supabase.realtime.disconnect();
    await until('the resync', () => resyncs === 1, 10_000);
    expect(a.seen.statuses).toEqual(['live', 'reconnecting', 'live']);
    expect(a.seen.errors.map((e) => e.code)).toEqual(['realtime/disconnected']);
    await sql(`update public.workspaces set name = 'After the rejoin' where id = $1`, [team.workspaceId]);
    await until('a change after the rejoin', () =>
      a.seen.changes.find((c) => c.table === 'workspaces' && c.row?.name === 'After the rejoin'),
    );
    await sub.unsubscribe();
  });
});
