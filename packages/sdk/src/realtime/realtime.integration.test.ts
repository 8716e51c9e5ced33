import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js';
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
import { deleteAttachment } from '../attachments/delete-attachment';
import { uploadAttachment } from '../attachments/upload-attachment';
import type { TeamboardError } from '../errors/teamboard-error';
import { closeRealtime } from './close-realtime';
import { subscribeToBoard } from './subscribe-to-board';
import type { BoardChange, BoardSubscriptionStatus, BoardViewer, ReceivedBoardHint } from './types';

let backend: LocalSupabase;
let alice: SignedInClient;
let bob: SignedInClient;
let carol: SignedInClient;
let board: BoardFixture;
let carolBoard: BoardFixture;

beforeAll(async () => {
  backend = await startBackend();
  [alice, bob, carol] = await Promise.all([
    signedInClient(backend, 'alice'),
    signedInClient(backend, 'bob'),
    signedInClient(backend, 'carol'),
  ]);
  board = await createBoard(backend, [
    [alice, 'owner'],
    [bob, 'member'],
  ]);
  // Carol has a board of her own in another workspace, and none of Alice's.
  carolBoard = await createBoard(backend, [[carol, 'owner']]);
}, 60_000);

afterAll(async () => {
  await Promise.all([alice, bob, carol].map((user) => closeRealtime(user.client)));
  await backend.stop();
});

/** Everything one subscriber saw. */
function recorder() {
  const seen = {
    changes: [] as BoardChange[],
    viewers: [] as (readonly BoardViewer[])[],
    hints: [] as ReceivedBoardHint[],
    statuses: [] as BoardSubscriptionStatus[],
    errors: [] as TeamboardError[],
    resyncs: 0,
  };
  const handlers = {
    onChange: (c: BoardChange) => seen.changes.push(c),
    onPresence: (v: readonly BoardViewer[]) => seen.viewers.push(v),
    onHint: (h: ReceivedBoardHint) => seen.hints.push(h),
    onStatus: (s: BoardSubscriptionStatus) => seen.statuses.push(s),
    onError: (e: TeamboardError) => seen.errors.push(e),
    onResync: () => (seen.resyncs += 1),
  };
  return { seen, handlers };
}

const sql = (text: string, params: unknown[] = []) => backend.db.query(text, params);

describe('subscribeToBoard', () => {
  it('two members see each other’s card moves, comments, presence and hints', async () => {
    const a = recorder();
    const b = recorder();
    const subA = subscribeToBoard(alice.client, board.boardId, a.handlers, {
      viewer: { displayName: 'Alice', openCardId: board.cardId },
    });
    const subB = subscribeToBoard(bob.client, board.boardId, b.handlers);
    await Promise.all([subA.ready, subB.ready]);
    expect(subA.status()).toBe('live');
    expect(a.seen.statuses).toEqual(['live']);

    const alicePresent = await until('Alice in Bob’s viewers', () =>
      b.seen.viewers.at(-1)?.find((v) => v.userId === alice.userId),
    );
    expect(alicePresent).toEqual({
      userId: alice.userId,
      displayName: 'Alice',
      avatarUrl: null,
      openCardId: board.cardId,
    });

    const moved = await bob.client.supabase.rpc('move_card', {
      card_id: board.cardId,
      list_id: board.listIds[1],
    });
    expect(moved.error).toBeNull();
    const move = await until('the move at Alice', () =>
      a.seen.changes.find(
        (c) => c.table === 'cards' && c.type === 'UPDATE' && c.row.list_id === board.listIds[1],
      ),
    );
    expect(move.table === 'cards' ? move.row?.id : undefined).toBe(board.cardId);

    const { error } = await alice.client.supabase
      .from('comments')
      .insert({ card_id: board.cardId, author_id: alice.userId, body: 'Looks good' });
    expect(error).toBeNull();
    const comment = await until('the comment at Bob', () =>
      b.seen.changes.find((c) => c.table === 'comments' && c.type === 'INSERT'),
    );
    expect(comment.table === 'comments' && comment.row?.body).toBe('Looks good');
    const commentId = comment.table === 'comments' ? (comment.row?.id ?? '') : '';
    const removed = await alice.client.supabase.from('comments').delete().eq('id', commentId);
    expect(removed.error).toBeNull();
    await until('the comment’s deletion at Bob', () =>
      b.seen.changes.find((c) => c.table === 'comments' && c.type === 'DELETE' && c.old.id === commentId),
    );

    await subB.sendHint({ kind: 'dragging-card', cardId: board.cardId });
    const hint = await until('Bob’s hint at Alice', () => a.seen.hints[0]);
    expect(hint).toMatchObject({ kind: 'dragging-card', cardId: board.cardId, userId: bob.userId });

    await subA.track({ displayName: 'Alice', openCardId: null });
    await until('Alice closed the card', () =>
      b.seen.viewers.at(-1)?.some((v) => v.userId === alice.userId && v.openCardId === null),
    );

    await subA.unsubscribe();
    await until('Alice gone from Bob’s viewers', () =>
      b.seen.viewers.at(-1)?.every((v) => v.userId !== alice.userId),
    );
    expect(subA.status()).toBe('closed');
    await subB.unsubscribe();
    expect(a.seen.errors).toEqual([]);
  });

  it('never hands a non-member a change of a board they cannot read, deletes included', async () => {
    const own = recorder();
    const foreign = recorder();
    const subOwn = subscribeToBoard(carol.client, carolBoard.boardId, own.handlers);
    // Carol knows the id of Alice's board but is no member of its workspace.
    const subForeign = subscribeToBoard(carol.client, board.boardId, foreign.handlers);
    await subOwn.ready;
    // The private channel's policies refuse her at join; rejoining could not help.
    await expect(subForeign.ready).rejects.toMatchObject({ code: 'forbidden', reason: 'channel_refused' });
    expect(subForeign.status()).toBe('closed');
    expect(foreign.seen.errors.map((e) => e.code)).toEqual(['forbidden']);
    expect(foreign.seen.statuses).toEqual(['closed']);

    const { rows } = await sql(
      `insert into public.comments (card_id, author_id, body) values ($1, $2, 'secret') returning id`,
      [board.cardId, alice.userId],
    );
    const commentId = (rows[0] as { id: string }).id;
    await sql(`insert into public.checklist_items (card_id, body, position) values ($1, 'secret item', 1)`, [
      board.cardId,
    ]);
    await sql(`update public.cards set title = 'Secret title' where id = $1`, [board.cardId]);
    await sql(`delete from public.comments where id = $1`, [commentId]);
    await sql(`delete from public.checklist_items where card_id = $1`, [board.cardId]);
    await sql(`delete from public.lists where id = $1`, [board.listIds[0]]);
    // A change on Carol's own board, made last: once it is in, the others would be too.
    await sql(`update public.cards set title = 'Mine' where id = $1`, [carolBoard.cardId]);

    await until('Carol’s own change', () => own.seen.changes.find((c) => c.table === 'cards'));
    expect(foreign.seen.changes).toEqual([]);
    expect(own.seen.changes.every((c) => JSON.stringify(c).includes(carolBoard.cardId))).toBe(true);
    expect(JSON.stringify(own.seen.changes)).not.toContain('secret');
    await Promise.all([subOwn.unsubscribe(), subForeign.unsubscribe()]);
  });

  it('hands one member another’s upload and deletion of an attachment, and a non-member neither', async () => {
    const a = recorder();
    const own = recorder();
    const subA = subscribeToBoard(alice.client, board.boardId, a.handlers);
    const subOwn = subscribeToBoard(carol.client, carolBoard.boardId, own.handlers);
    await Promise.all([subA.ready, subOwn.ready]);

    const attachment = await uploadAttachment(bob.client, {
      cardId: board.cardId,
      file: new Blob(['minutes'], { type: 'text/plain' }),
      fileName: 'minutes.txt',
    });
    const added = await until('the upload at Alice', () =>
      a.seen.changes.find((c) => c.table === 'attachments' && c.type === 'INSERT'),
    );
    expect(added.table === 'attachments' && added.row?.id).toBe(attachment.id);
    expect(added.table === 'attachments' && added.row?.card_id).toBe(board.cardId);

    await deleteAttachment(bob.client, attachment.id);
    await until('the deletion at Alice', () =>
      a.seen.changes.find(
        (c) => c.table === 'attachments' && c.type === 'DELETE' && c.old.id === attachment.id,
      ),
    );
    // Carol's own board changes last: once it is in, Bob's attachment would be too.
    await sql(`update public.cards set title = 'Carol again' where id = $1`, [carolBoard.cardId]);
    await until('Carol’s own change', () => own.seen.changes.find((c) => c.table === 'cards'));
    expect(own.seen.changes.filter((c) => c.table === 'attachments')).toEqual([]);
    await Promise.all([subA.unsubscribe(), subOwn.unsubscribe()]);
  });

  it('shows a non-member no presence and no hints, on the private channel or the public one', async () => {
    const a = recorder();
    const subA = subscribeToBoard(alice.client, board.boardId, a.handlers, {
      viewer: { displayName: 'Alice', openCardId: board.cardId },
    });
    await subA.ready;
    const foreign = recorder();
    const subForeign = subscribeToBoard(carol.client, board.boardId, foreign.handlers);
    await expect(subForeign.ready).rejects.toMatchObject({ code: 'forbidden' });
    await subForeign.unsubscribe();

    // A hand-made public channel of the same name is another topic: nothing of the board's reaches it.
    const heard: unknown[] = [];
    let sentinels = 0;
    const spy = carol.client.supabase
      .channel(`board:${board.boardId}`, { config: { presence: { key: carol.userId } } })
      .on('presence', { event: 'sync' }, () => heard.push(spy.presenceState()))
      .on('broadcast', { event: '*' }, (message: { event: string }) => {
        if (message.event === 'sentinel') sentinels += 1;
        else heard.push(message);
      });
    await new Promise<void>((resolve, reject) =>
      spy.subscribe((state, error) =>
        state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED ? resolve() : reject(error ?? new Error(state)),
      ),
    );
    const b = recorder();
    const witness = subscribeToBoard(bob.client, board.boardId, b.handlers);
    await witness.ready;
    await subA.sendHint({ kind: 'editing-card', cardId: board.cardId });
    await subA.track({ displayName: 'Alice', openCardId: null });
    // Bob, a member on the board, receives both: the server has handled them. Then a client with
    // no channel of that topic broadcasts on the public one, which Carol does hear: once that is in,
    // anything of the board's that leaked to her would have arrived before it.
    await until('the hint at Bob', () => b.seen.hints.find((h) => h.userId === alice.userId));
    await until('Alice’s presence at Bob', () =>
      b.seen.viewers.find((viewers) =>
        viewers.some((v) => v.userId === alice.userId && v.openCardId === null),
      ),
    );
    const sender = (await signedInClient(backend, 'sentinel')).client.supabase.channel(
      `board:${board.boardId}`,
    );
    await new Promise<void>((resolve, reject) =>
      sender.subscribe((state, error) =>
        state === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED ? resolve() : reject(error ?? new Error(state)),
      ),
    );
    await sender.send({ type: 'broadcast', event: 'sentinel', payload: {} });
    await until('the sentinel at Carol', () => sentinels > 0);
    await sender.unsubscribe();
    await witness.unsubscribe();
    expect(foreign.seen.viewers).toEqual([]);
    expect(foreign.seen.hints).toEqual([]);
    expect(JSON.stringify(heard)).not.toContain(alice.userId);
    expect(JSON.stringify(heard)).not.toContain(board.cardId);
    await carol.client.supabase.removeChannel(spy);
    await subA.unsubscribe();
  });

  it('rejoins after a forced disconnect, reports it, and asks for a resync', async () => {
    const a = recorder();
    const sub = subscribeToBoard(alice.client, board.boardId, a.handlers, { retryDelaysMs: [100] });
    await sub.ready;

    await alice.client.supabase.realtime.disconnect();
    await until('the disconnection error', () => a.seen.errors[0]);
    expect(a.seen.errors[0]?.code).toBe('realtime/disconnected');
    expect(a.seen.errors[0]?.retryable).toBe(true);
    await until('the resync', () => a.seen.resyncs === 1, 10_000);
    expect(a.seen.statuses).toEqual(['live', 'reconnecting', 'live']);

    // Live again: a change made now arrives.
    await sql(`update public.cards set title = 'After the rejoin' where id = $1`, [board.cardId]);
    await until('a change after the rejoin', () =>
      a.seen.changes.find((c) => c.table === 'cards' && c.row?.title === 'After the rejoin'),
    );
    await sub.unsubscribe();
  });

  it('refuses a bad board id before any request, and a second subscription to the same board', async () => {
    alice.requests.length = 0;
    expect(() => subscribeToBoard(alice.client, 'board-1')).toThrow(
      expect.objectContaining({ code: 'validation' }),
    );
    expect(alice.requests).toEqual([]);

    const first = subscribeToBoard(alice.client, board.boardId);
    expect(() => subscribeToBoard(alice.client, board.boardId)).toThrow(
      expect.objectContaining({ code: 'conflict' }),
    );
    // Once the first is leaving, a new one may start (a component remounting).
    const leaving = first.unsubscribe();
    const second = subscribeToBoard(alice.client, board.boardId);
    await leaving;
    await second.ready;
    expect(second.status()).toBe('live');
    await second.unsubscribe();
  });

  it('closeRealtime leaves every board and removes every channel', async () => {
    const a = recorder();
    const sub = subscribeToBoard(alice.client, board.boardId, a.handlers);
    await sub.ready;
    const b = recorder();
    const witness = subscribeToBoard(bob.client, board.boardId, b.handlers);
    await witness.ready;
    await closeRealtime(alice.client);
    expect(sub.status()).toBe('closed');
    expect(alice.client.supabase.getChannels()).toEqual([]);
    await sql(`update public.cards set title = 'After close' where id = $1`, [board.cardId]);
    // Bob, still subscribed, gets the change: by then it would have reached Alice too.
    await until('the change at Bob', () =>
      b.seen.changes.find(
        (c) => c.table === 'cards' && c.type === 'UPDATE' && c.row?.title === 'After close',
      ),
    );
    expect(a.seen.changes).toEqual([]);
    await witness.unsubscribe();
  });
});
