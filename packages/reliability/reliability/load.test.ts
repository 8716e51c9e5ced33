import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/backend';
import { subscribeToCards, waitUntil, type CardSubscriber } from '../src/subscriber';
import { boardLoadPath, createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

const WS_CLIENTS = 200;
const REST_CLIENTS = 50;
/** Of the REST clients, how many write (the rest load the board). */
const WRITERS = 5;
const DURATION_MS = 15_000;
/** A writer's pause between writes: bounds the fan-out to WS_CLIENTS × writes. */
const WRITE_PAUSE_MS = 400;

describe(`load: ${WS_CLIENTS} WebSocket clients and ${REST_CLIENTS} REST clients for ${DURATION_MS / 1000} s`, () => {
  let backend: LocalSupabase;
  let members: Person[];
  let board: Board;
  const subscribers: CardSubscriber[] = [];

  beforeAll(async () => {
    backend = await startBackend();
    const owner = await signUp(backend, 'owner');
    members = [owner];
    for (let i = 0; i < 3; i++) members.push(await signUp(backend, `member${i}`));
    const ws = await createWorkspace(backend, owner, members.slice(1));
    board = await seedBoard(backend, ws, { cards: 200, assignees: members.map((m) => m.id) });
    // Joins in batches, as a team opening the board over a few seconds would.
    for (let i = 0; i < WS_CLIENTS; i += 25) {
      const batch = Array.from({ length: Math.min(25, WS_CLIENTS - i) }, (_, j) =>
        subscribeToCards(backend, members[(i + j) % members.length]!.token, board.boardId),
      );
      subscribers.push(...(await Promise.all(batch)));
    }
  });

  afterAll(async () => {
    for (const s of subscribers) await s.close();
    await backend?.stop();
  });

  it('serves every request without an error and delivers every committed change to every subscriber', async () => {
    expect(subscribers).toHaveLength(WS_CLIENTS);
    const errors: string[] = [];
    const committed = new Set<string>();
    let reads = 0;
    const deadline = Date.now() + DURATION_MS;

    const reader = async (member: Person) => {
      while (Date.now() < deadline) {
        const res = await fetch(backend.apiUrl + boardLoadPath(board.boardId), {
          headers: { apikey: backend.anonKey, authorization: `Bearer ${member.token}` },
        });
        const body = await res.text();
        if (res.status !== 200) errors.push(`read ${res.status}: ${body.slice(0, 200)}`);
        else if ((JSON.parse(body) as unknown[]).length !== 200) errors.push('read: wrong card count');
        reads++;
      }
    };
    const writer = async (member: Person, n: number) => {
      let i = 0;
      while (Date.now() < deadline) {
        const cardId = board.cardIds[(n * 37 + i++) % board.cardIds.length]!;
        const res = await fetch(`${backend.apiUrl}/rest/v1/cards?id=eq.${cardId}&select=id,version`, {
          method: 'PATCH',
          headers: {
            apikey: backend.anonKey,
            authorization: `Bearer ${member.token}`,
            'content-type': 'application/json',
            prefer: 'return=representation',
          },
          body: JSON.stringify({ title: `Edited by writer ${n}, round ${i}` }),
        });
        const body = await res.text();
        if (res.status !== 200) errors.push(`write ${res.status}: ${body.slice(0, 200)}`);
        else {
          const rows = JSON.parse(body) as { id: string; version: number }[];
          if (rows.length !== 1) errors.push(`write: ${rows.length} rows updated`);
          for (const r of rows) committed.add(`${r.id}:${r.version}`);
        }
        await new Promise((r) => setTimeout(r, WRITE_PAUSE_MS));
      }
    };

    await Promise.all(
      Array.from({ length: REST_CLIENTS }, (_, i) =>
        i < WRITERS ? writer(members[i % members.length]!, i) : reader(members[i % members.length]!),
      ),
    );
    expect(errors).toEqual([]);
    expect(committed.size).toBeGreaterThan(0);
    expect(reads).toBeGreaterThan(0);

    await waitUntil(
      () => subscribers.every((s) => s.received.length >= committed.size),
      60_000,
      'every subscriber to catch up',
    ).catch(() => undefined);
    const expected = [...committed].sort();
    const lost = subscribers.filter((s) => s.received.length !== committed.size);
    expect(
      lost.map((s) => `${s.received.length}/${committed.size}`),
      'subscribers that lost or duplicated events',
    ).toEqual([]);
    for (const s of subscribers) expect([...s.received].sort()).toEqual(expected);
    expect(subscribers.flatMap((s) => s.problems)).toEqual([]);
    console.info(
      `load: ${reads} board loads, ${committed.size} writes, ${committed.size * WS_CLIENTS} realtime deliveries`,
    );
  });
});
