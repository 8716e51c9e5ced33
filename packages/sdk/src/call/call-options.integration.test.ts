import type { LocalSupabase } from '@teamboard/local-supabase';
import { createUserWithSession } from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryStorage, startBackend, uniqueEmail } from '../../test/local-backend';
import { createBoard as boardFixture, storedObjects, type BoardFixture } from '../../test/storage-board';
import { rejection } from '../../test/data-fixture';
import { uploadAttachment } from '../attachments/upload-attachment';
import { listBoards } from '../boards/list-boards';
import { getCard } from '../cards/get-card';
import { moveChecklist } from '../checklist/move-checklist';
import { listCards } from '../cards/list-cards';
import { createTeamboardClient, type TeamboardClient } from '../client';
import { getUser } from '../auth/get-user';

/** Decides, per request, what the client's transport does with it. */
type Route = (url: URL, init: RequestInit | undefined, forward: () => Promise<Response>) => Promise<Response>;

interface RoutedClient {
  readonly client: TeamboardClient;
  /** Requests that really left for the backend: method and path. */
  readonly sent: string[];
  route: Route;
}

let backend: LocalSupabase;
let session: Awaited<ReturnType<typeof createUserWithSession>>;
let board: BoardFixture;

/** A signed-in member whose requests go through `route`, so a test can abort at an exact step. */
function routedClient(timeoutMs?: number): RoutedClient {
  const routed: RoutedClient = {
    client: undefined as unknown as TeamboardClient,
    sent: [],
    route: (_url, _init, forward) => forward(),
  };
  const transport: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return routed.route(url, init, () => {
      // An aborted signal never reaches the backend: fetch rejects before sending.
      if (init?.signal?.aborted !== true) routed.sent.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return fetch(input, init);
    });
  };
  // The session is stored up front rather than set through the API, which would
  // send a request (and the 1 ms client below would time it out).
  const storage = memoryStorage();
  storage.setItem('routed-session', JSON.stringify(session));
  const client = createTeamboardClient({
    url: backend.apiUrl,
    key: backend.anonKey,
    timeoutMs,
    options: {
      global: { fetch: transport },
      auth: { storage, storageKey: 'routed-session', autoRefreshToken: false, detectSessionInUrl: false },
    },
  });
  return Object.assign(routed, { client });
}

/** Holds a request until its signal aborts or `release` is called; never answers on its own. */
function gate() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = (init: RequestInit | undefined, forward: () => Promise<Response>) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      void released.then(() => forward().then(resolve, reject));
    });
  return { hold, release: () => release() };
}

beforeAll(async () => {
  backend = await startBackend();
  const email = uniqueEmail('caller');
  session = await createUserWithSession(backend, email, 'teamboard-test-1', { display_name: 'caller' });
  const me = { client: undefined as never, requests: [], userId: session.user.id, email };
  board = await boardFixture(backend, [[me, 'member']]);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('signal', () => {
  it('an already aborted signal fails at once with timeout/aborted and sends nothing', async () => {
    const routed = routedClient();
    routed.sent.length = 0;
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(
      listBoards(routed.client, board.workspaceId, { signal: controller.signal }),
    );
    expect(error).toMatchObject({
      name: 'TeamboardError',
      code: 'timeout',
      reason: 'aborted',
      retryable: false,
    });
    const authError = await rejection(getUser(routed.client, { signal: controller.signal }));
    expect(authError).toMatchObject({ code: 'timeout', reason: 'aborted' });
    expect(routed.sent).toEqual([]);
  });

  it('aborting while a request is in flight ends it with timeout/aborted', async () => {
    const routed = routedClient();
    const controller = new AbortController();
    routed.route = (url, init, forward) => {
      if (url.pathname !== '/rest/v1/cards') return forward();
      const answer = forward();
      controller.abort();
      return answer;
    };
    const error = await rejection(getCard(routed.client, board.cardId, { signal: controller.signal }));
    expect(error).toMatchObject({ code: 'timeout', reason: 'aborted' });
    // The same client keeps working for calls without the signal.
    routed.route = (_url, _init, forward) => forward();
    expect((await getCard(routed.client, board.cardId)).id).toBe(board.cardId);
  });

  it('a multi-step write aborted between its steps writes nothing', async () => {
    const checklists = async () =>
      (
        await backend.db.query<{ id: string; position: string }>(
          `select id, position::text from public.checklists where card_id = $1 order by name`,
          [board.cardId],
        )
      ).rows;
    await backend.db.query(
      `insert into public.checklists (card_id, name, position) values ($1, 'First', 1), ($1, 'Second', 2)`,
      [board.cardId],
    );
    const before = await checklists();
    const [first, second] = before;
    const routed = routedClient();
    const controller = new AbortController();
    // moveChecklist reads the checklist's card, then its siblings, then writes: abort once the first read has answered.
    routed.route = async (url, init, forward) => {
      const answer = await forward();
      if (url.pathname === '/rest/v1/checklists') controller.abort();
      return answer;
    };
    routed.sent.length = 0;
    const error = await rejection(
      moveChecklist(
        routed.client,
        { checklistId: second!.id, beforeId: first!.id },
        { signal: controller.signal },
      ),
    );
    expect(error).toMatchObject({ code: 'timeout', reason: 'aborted' });
    expect(routed.sent).toEqual(['GET /rest/v1/checklists']);
    expect(await checklists()).toEqual(before);
  });

  it('an upload aborted after its object is stored removes the object and records no row', async () => {
    const routed = routedClient();
    const controller = new AbortController();
    routed.route = (url, init, forward) => {
      if (url.pathname === '/rest/v1/attachments' && init?.method === 'POST') controller.abort();
      return forward();
    };
    const error = await rejection(
      uploadAttachment(
        routed.client,
        { cardId: board.cardId, workspaceId: board.workspaceId, file: new File(['stored'], 'half-done.txt') },
        { signal: controller.signal },
      ),
    );
    expect(error).toMatchObject({ code: 'timeout', reason: 'aborted' });
    const { rows } = await backend.db.query(
      `select id from public.attachments where file_name = 'half-done.txt'`,
    );
    expect(rows).toEqual([]);
    const objects = await storedObjects(backend, 'attachments', `${board.workspaceId}/${board.cardId}/`);
    expect(objects.filter((name) => name.endsWith('/half-done.txt'))).toEqual([]);
  });
});

describe('timeoutMs', () => {
  it("a call's own deadline ends a request that never answers with timeout/deadline", async () => {
    const routed = routedClient();
    const held = gate();
    routed.route = (url, init, forward) =>
      url.pathname === '/rest/v1/boards' ? held.hold(init, forward) : forward();
    const error = await rejection(listBoards(routed.client, board.workspaceId, { timeoutMs: 5 }));
    expect(error).toMatchObject({ code: 'timeout', reason: 'deadline', retryable: true });
  });

  it("a call's timeoutMs replaces the client's per-request timeout", async () => {
    // The client gives every request 1 ms. Both reads are held; the one with its own
    // deadline was sent first, so without the override its 1 ms would end first.
    const routed = routedClient(1);
    const held = gate();
    routed.route = (url, init, forward) =>
      url.pathname === '/rest/v1/cards' ? held.hold(init, forward) : forward();
    const patient = listCards(routed.client, board.boardId, { timeoutMs: 600_000 });
    const hasty = rejection(listCards(routed.client, board.boardId));
    expect(await hasty).toMatchObject({ code: 'timeout' });
    held.release();
    expect((await patient).map((card) => card.id)).toContain(board.cardId);
  });

  it('rejects a malformed timeoutMs or signal before any request', async () => {
    const routed = routedClient();
    routed.sent.length = 0;
    for (const options of [{ timeoutMs: 0 }, { timeoutMs: 1.5 }, { timeoutMs: Number.NaN }]) {
      expect(await rejection(getCard(routed.client, board.cardId, options))).toMatchObject({
        code: 'validation',
      });
    }
    const notASignal = { aborted: 'no' } as unknown as AbortSignal;
    expect(await rejection(getCard(routed.client, board.cardId, { signal: notASignal }))).toMatchObject({
      code: 'validation',
    });
    expect(routed.sent).toEqual([]);
  });
});
