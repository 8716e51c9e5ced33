import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../src/backend';
import { boardLoadPath, createWorkspace, seedBoard, signUp, type Board, type Person } from '../src/world';

describe('seeded world', () => {
  let backend: LocalSupabase;
  let owner: Person;
  let board: Board;
  beforeAll(async () => {
    backend = await startBackend();
    owner = await signUp(backend, 'owner');
    const ws = await createWorkspace(backend, owner);
    board = await seedBoard(backend, ws, { cards: 20, assignees: [owner.id] });
  });
  afterAll(() => backend?.stop());

  it('loads the board through /rest/v1 with labels and assignees embedded under RLS', async () => {
    const res = await fetch(backend.apiUrl + boardLoadPath(board.boardId), {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${owner.token}` },
    });
    const body = (await res.json()) as { card_labels: unknown[]; card_assignees: unknown[] }[];
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body).toHaveLength(20);
    expect(body[1]!.card_labels.length).toBeGreaterThan(0);
    expect(body[0]!.card_assignees).toEqual([{ user_id: owner.id }]);
  });

  it('shows an outsider nothing of the board', async () => {
    const outsider = await signUp(backend, 'outsider');
    const res = await fetch(backend.apiUrl + boardLoadPath(board.boardId), {
      headers: { apikey: backend.anonKey, authorization: `Bearer ${outsider.token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});
