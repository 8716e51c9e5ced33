import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { archiveCard } from '../cards/archive-card';
import { assignCard } from '../cards/assign-card';
import { createCard } from '../cards/create-card';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { addComment } from '../comments/add-comment';
import { createList } from '../lists/create-list';
import { createWorkspace } from '../workspaces/create-workspace';
import { listMyCards } from './list-my-cards';
import { searchWorkspace } from './search-workspace';
import { snippetParts } from './snippet-parts';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let roadmap: { boardId: string; todo: string };
let ops: { boardId: string; inbox: string };
let titled: string;
let commented: string;

beforeAll(async () => {
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  const first = (await createBoard(owner.client, { workspaceId, name: 'Roadmap' })).id;
  roadmap = { boardId: first, todo: (await createList(owner.client, { boardId: first, name: 'To do' })).id };
  const second = (await createBoard(owner.client, { workspaceId, name: 'Ops' })).id;
  ops = { boardId: second, inbox: (await createList(owner.client, { boardId: second, name: 'Inbox' })).id };
  titled = (await createCard(member.client, { listId: roadmap.todo, title: 'Lighthouse launch' })).id;
  commented = (await createCard(member.client, { listId: ops.inbox, title: 'Weekly sync' })).id;
  await addComment(member.client, { cardId: commented, body: 'The lighthouse keeper wants a pterodactyl.' });
  await addChecklistItem(member.client, { cardId: commented, body: 'Buy marmalade' });
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('searchWorkspace', () => {
  it('finds cards across boards, title hits first, with typed rows and a highlighted snippet', async () => {
    const rows = await searchWorkspace(viewer.client, { workspaceId, query: '  lighthou ' });
    expect(rows.map((r) => r.card_id)).toEqual([titled, commented]);
    expect(rows[1]).toMatchObject({
      board_id: ops.boardId,
      board_name: 'Ops',
      list_name: 'Inbox',
      title: 'Weekly sync',
      archived: false,
    });
    expect(snippetParts(rows[1]!.snippet).filter((p) => p.match)).toEqual([
      { text: 'lighthouse', match: true },
    ]);
    expect(await searchWorkspace(viewer.client, { workspaceId, query: 'marmal' })).toHaveLength(1);
  });

  it('caps the rows and flags archived cards', async () => {
    expect(
      await searchWorkspace(owner.client, { workspaceId, query: 'lighthouse', maxRows: 1 }),
    ).toHaveLength(1);
    const archived = await createCard(member.client, { listId: ops.inbox, title: 'Archived pterodactyl' });
    await archiveCard(member.client, archived.id);
    const rows = await searchWorkspace(owner.client, { workspaceId, query: 'pterodactyl' });
    expect(rows.find((r) => r.card_id === archived.id)).toMatchObject({ archived: true });
    expect(rows.find((r) => r.card_id === commented)).toMatchObject({ archived: false });
  });

  it('finds nothing for a blank query without asking, and nothing in a workspace the caller is not in', async () => {
    const before = owner.requests.length;
    expect(await searchWorkspace(owner.client, { workspaceId, query: ' \t ' })).toEqual([]);
    expect(owner.requests.length).toBe(before);
    expect(await searchWorkspace(outsider.client, { workspaceId, query: 'lighthouse' })).toEqual([]);
    expect(await searchWorkspace(owner.client, { workspaceId: MISSING_ID, query: 'lighthouse' })).toEqual([]);
  });

  it('treats operators and SQL as text', async () => {
    for (const query of [SQL_LOOKING, '&|!:*()', '"lighthouse', "lighthouse' | 'x", '-lighthouse:*']) {
      const rows = await searchWorkspace(owner.client, { workspaceId, query });
      expect(Array.isArray(rows), query).toBe(true);
    }
    expect((await searchWorkspace(owner.client, { workspaceId, query: '"lighthouse:*' })).length).toBe(2);
  });

  it('refuses bad input before sending anything', async () => {
    await expectNoRequestValidation(owner, () =>
      searchWorkspace(owner.client, { workspaceId, query: 'x'.repeat(201) }),
    );
    await expectNoRequestValidation(owner, () =>
      searchWorkspace(owner.client, { workspaceId: SQL_LOOKING, query: 'lighthouse' }),
    );
    for (const maxRows of [0, 51, 1.5]) {
      await expectNoRequestValidation(owner, () =>
        searchWorkspace(owner.client, { workspaceId, query: 'lighthouse', maxRows }),
      );
    }
  });

  it('is cancelled by its signal (timeout, reason aborted): before it starts, and while the answer is on its way', async () => {
    const early = new AbortController();
    early.abort();
    const before = owner.requests.length;
    await expect(
      searchWorkspace(owner.client, { workspaceId, query: 'lighthouse' }, { signal: early.signal }),
    ).rejects.toMatchObject({ name: 'TeamboardError', code: 'timeout', reason: 'aborted' });
    expect(owner.requests.length).toBe(before);

    // Hold the database so the answer cannot come before the abort.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holding = backend.db.transaction(() => held);
    const late = new AbortController();
    const pending = searchWorkspace(
      owner.client,
      { workspaceId, query: 'lighthouse' },
      { signal: late.signal },
    );
    await vi.waitFor(() => expect(owner.requests).toContain('/rest/v1/rpc/search_workspace'));
    late.abort();
    await expect(pending).rejects.toMatchObject({
      name: 'TeamboardError',
      code: 'timeout',
      reason: 'aborted',
    });
    release();
    await holding;
    // A later search on the same client is unaffected.
    expect(await searchWorkspace(owner.client, { workspaceId, query: 'lighthouse' })).toHaveLength(2);
  });
});

describe('listMyCards', () => {
  it('lists the cards assigned to me on every board of the workspace, soonest due first', async () => {
    const later = await createCard(owner.client, {
      listId: roadmap.todo,
      title: 'Later',
      dueAt: '2031-01-01T00:00:00Z',
    });
    const sooner = await createCard(owner.client, {
      listId: ops.inbox,
      title: 'Sooner',
      dueAt: '2030-01-01T00:00:00Z',
    });
    const undated = await createCard(owner.client, { listId: ops.inbox, title: 'Undated' });
    const notMine = await createCard(owner.client, { listId: ops.inbox, title: 'Not mine' });
    const archived = await createCard(owner.client, { listId: ops.inbox, title: 'Archived' });
    for (const card of [later, sooner, undated, archived]) {
      await assignCard(owner.client, { cardId: card.id, userId: viewer.userId });
    }
    await assignCard(owner.client, { cardId: notMine.id, userId: member.userId });
    await archiveCard(owner.client, archived.id);

    const mine = await listMyCards(viewer.client, workspaceId);
    expect(mine.map((c) => c.title)).toEqual(['Sooner', 'Later', 'Undated']);
    expect(mine[0]).toMatchObject({
      id: sooner.id,
      board: { id: ops.boardId, name: 'Ops' },
      list: { id: ops.inbox, name: 'Inbox' },
    });
    expect(mine[1]!.board).toEqual({ id: roadmap.boardId, name: 'Roadmap' });
  });

  it('lists nothing from another workspace, and refuses a bad id', async () => {
    const elsewhere = await createWorkspace(outsider.client, {
      name: 'Else',
      slug: `else-${Date.now().toString(36)}`,
    });
    const board = await createBoard(outsider.client, { workspaceId: elsewhere.id, name: 'B' });
    const list = await createList(outsider.client, { boardId: board.id, name: 'L' });
    const card = await createCard(outsider.client, { listId: list.id, title: 'Outside' });
    await assignCard(outsider.client, { cardId: card.id, userId: outsider.userId });
    expect((await listMyCards(outsider.client, elsewhere.id)).map((c) => c.id)).toEqual([card.id]);
    expect(await listMyCards(outsider.client, workspaceId)).toEqual([]);
    expect(await listMyCards(viewer.client, elsewhere.id)).toEqual([]);
    await expectNoRequestValidation(viewer, () => listMyCards(viewer.client, SQL_LOOKING));
    await expectCode(listMyCards(viewer.client, 'nope'), 'validation');
  });
});
