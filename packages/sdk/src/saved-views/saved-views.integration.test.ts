import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  signedInClients,
  SQL_LOOKING,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { until } from '../../test/realtime-wait';
import { createBoard } from '../boards/create-board';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { isViewGroup, type ViewSettings } from '../schemas/saved-views';
import { createSavedView } from './create-saved-view';
import { deleteSavedView } from './delete-saved-view';
import { listSavedViews } from './list-saved-views';
import { updateSavedView } from './update-saved-view';

// The saved-view calls through supabase-js against the local backend: a
// member and a viewer of the workspace's board, and an outsider.
let backend: LocalSupabase;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let boardId: string;

const settings: ViewSettings = {
  type: 'table',
  filters: { assignees: [], labels: [], due: 'soon', text: SQL_LOOKING, fields: {} },
  sort: { column: 'due', direction: 'asc' },
  groupBy: 'assignee',
  hiddenColumns: ['labels', 'created'],
};

beforeAll(async () => {
  backend = await startBackend();
  [member, viewer, outsider] = await signedInClients(backend, ['member', 'viewer', 'outsider']);
  const workspaceId = await workspaceWith(backend, member, [[viewer, 'viewer']]);
  boardId = (await createBoard(member.client, { workspaceId, name: 'Sprint' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('saved views', () => {
  it('creates, lists by name, renames, shares and deletes', async () => {
    const mine = await createSavedView(member.client, { boardId, name: ' Mine ', shared: false, settings });
    expect(mine).toMatchObject({ name: 'Mine', shared: false, settings, owner_id: member.userId });
    const team = await createSavedView(member.client, { boardId, name: 'By person', shared: true, settings });
    expect((await listSavedViews(member.client, boardId)).map((v) => v.name)).toEqual(['By person', 'Mine']);
    // The viewer reads the shared one only.
    expect((await listSavedViews(viewer.client, boardId)).map((v) => v.id)).toEqual([team.id]);
    expect(await listSavedViews(outsider.client, boardId)).toEqual([]);

    const renamed = await updateSavedView(member.client, {
      viewId: mine.id,
      name: 'Still mine',
      shared: true,
    });
    expect(renamed).toMatchObject({ name: 'Still mine', shared: true });
    await deleteSavedView(member.client, mine.id);
    await expectCode(deleteSavedView(member.client, mine.id), 'not-found');
  });

  it('says forbidden to a viewer changing a shared view, not-found to others and for unknown ids', async () => {
    const team = await createSavedView(member.client, { boardId, name: 'Team', shared: true, settings });
    await expectCode(updateSavedView(viewer.client, { viewId: team.id, name: 'Mine now' }), 'forbidden');
    await expectCode(deleteSavedView(viewer.client, team.id), 'forbidden');
    await expectCode(
      createSavedView(viewer.client, { boardId, name: 'V', shared: true, settings }),
      'forbidden',
    );
    await expectCode(updateSavedView(outsider.client, { viewId: team.id, name: 'X' }), 'not-found');
    await expectCode(
      createSavedView(outsider.client, { boardId, name: 'X', shared: false, settings }),
      'not-found',
    );
    await expectCode(updateSavedView(member.client, { viewId: MISSING_ID, name: 'X' }), 'not-found');
  });

  it('refuses malformed input before any request', async () => {
    const hostile: unknown[] = [
      { boardId, name: '', shared: false, settings },
      { boardId: 'not-an-id', name: 'X', shared: false, settings },
      { boardId, name: 'X', shared: 'yes', settings },
      { boardId, name: 'X', shared: false, settings: { ...settings, type: 'gantt' } },
      {
        boardId,
        name: 'X',
        shared: false,
        settings: { ...settings, sort: { column: 'drop', direction: 'asc' } },
      },
      { boardId, name: 'X', shared: false, settings: { ...settings, extra: true } },
      { boardId, name: 'X', shared: false, settings: { ...settings, hiddenColumns: ['title'] } },
      { boardId, name: 'X', shared: false, settings: { ...settings, hiddenColumns: ['../etc'] } },
      { boardId, name: 'X', shared: false, settings: { ...settings, hiddenColumns: 'labels' } },
      { boardId, name: 'X', shared: false, settings: { ...settings, type: 'timeline', scale: 'year' } },
      { boardId, name: 'X', shared: false, settings: { ...settings, groupBy: 'field.not-an-id' } },
      { boardId, name: 'X', shared: false, settings: { ...settings, groupBy: `field:${MISSING_ID}` } },
      {
        boardId,
        name: 'X',
        shared: false,
        settings: { ...settings, filters: { ...settings.filters, labels: ['x'] } },
      },
    ];
    for (const input of hostile)
      await expectNoRequestValidation(member, () =>
        createSavedView(member.client, input as Parameters<typeof createSavedView>[1]),
      );
    await expectNoRequestValidation(member, () => updateSavedView(member.client, { viewId: MISSING_ID }));
  });

  it('keeps a timeline with its scale', async () => {
    const timeline: ViewSettings = { ...settings, type: 'timeline', scale: 'week' };
    const view = await createSavedView(member.client, {
      boardId,
      name: 'Quarter',
      shared: false,
      settings: timeline,
    });
    expect(view.settings).toEqual(timeline);
    const listed = (await listSavedViews(member.client, boardId)).find((row) => row.id === view.id);
    expect(listed?.settings).toMatchObject({ type: 'timeline', scale: 'week' });
    const monthly = await updateSavedView(member.client, {
      viewId: view.id,
      settings: { ...timeline, scale: 'month' },
    });
    expect(monthly.settings.scale).toBe('month');
  });

  it('keeps a table grouped by a custom field, and tells a grouping from other text', async () => {
    const byField: ViewSettings = { ...settings, groupBy: `field.${MISSING_ID}` };
    const view = await createSavedView(member.client, {
      boardId,
      name: 'By status',
      shared: false,
      settings: byField,
    });
    expect(view.settings.groupBy).toBe(`field.${MISSING_ID}`);
    const listed = (await listSavedViews(member.client, boardId)).find((row) => row.id === view.id);
    expect(listed?.settings.groupBy).toBe(`field.${MISSING_ID}`);
    expect([`field.${MISSING_ID}`, 'label', 'field.x', 'field', 'lists', null].map(isViewGroup)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('leaves out views whose stored settings it cannot read', async () => {
    const { error } = await member.client.supabase.from('saved_views').insert({
      board_id: boardId,
      name: 'Odd',
      shared: false,
      settings: { type: 'table', filters: {}, sort: 1, groupBy: 'x' },
    });
    expect(error).toBeNull();
    expect((await listSavedViews(member.client, boardId)).map((v) => v.name)).not.toContain('Odd');
  });

  it('reads a view saved before columns could be hidden as showing every column', async () => {
    const { hiddenColumns: _, ...older } = settings;
    const view = await createSavedView(member.client, {
      boardId,
      name: 'Older',
      shared: false,
      settings: older,
    });
    const listed = (await listSavedViews(member.client, boardId)).find((v) => v.id === view.id);
    expect(listed?.settings.hiddenColumns).toBeUndefined();
    expect(listed?.settings.groupBy).toBe('assignee');
  });

  it('reaches the board’s other members live when a shared view changes', async () => {
    const changes: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, boardId, {
      onChange: (change) => changes.push(change),
    });
    await subscription.ready;
    try {
      const view = await createSavedView(member.client, { boardId, name: 'Live', shared: true, settings });
      await updateSavedView(member.client, { viewId: view.id, name: 'Live, renamed' });
      await until('the rename arrived', () =>
        changes.some((c) => c.table === 'saved_views' && c.type === 'UPDATE'),
      );
      const update = changes.find((c) => c.table === 'saved_views' && c.type === 'UPDATE');
      expect(update?.row).toMatchObject({ id: view.id, name: 'Live, renamed' });
    } finally {
      await subscription.unsubscribe();
    }
  });
});
