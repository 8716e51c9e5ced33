import type { LocalSupabase } from '@teamboard/local-supabase';
import { createTestDatabase, serverVariant } from '@teamboard/local-supabase/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  signedInClients,
  uniqueSlug,
  workspaceWith,
  type SignedInClient,
} from '../../test/data-fixture';
import { startBackend } from '../../test/local-backend';
import { ATTACHMENTS_BUCKET, uploadAttachment } from '../attachments/upload-attachment';
import { setCardCover } from '../cards/set-card-cover';
import { setCardTemplate } from '../cards/card-templates';
import type { TeamboardBackup } from '../schemas/backup';
import { setCardRecurrence } from '../recurrence/set-card-recurrence';
import { deleteWorkspace } from '../workspaces/delete-workspace';
import { createBackupArchive, readBackupArchive } from './backup-archive';
import { comparableBackup } from './comparable-backup';
import { exportBoardBackup } from './export-board-backup';
import { exportWorkspaceBackup } from './export-workspace-backup';
import { importBackup } from './import-backup';

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/** A write that must succeed. */
async function check(write: PromiseLike<{ error: unknown }>): Promise<void> {
  const { error } = await write;
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
}

/** The rows of a write that must succeed (its error thrown as is, for a readable failure). */
async function ok<T>(write: PromiseLike<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await write;
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return must(data);
}

/**
 * A workspace with everything a board holds today: two boards (one with a
 * link to the other), archived and done lists, labels, custom fields of every
 * kind of value, assignees, named checklists, comments by two people, and a
 * comment that was itself imported ("originally by").
 */
async function seed(backend: LocalSupabase, owner: SignedInClient, bob: SignedInClient): Promise<string> {
  const workspaceId = await workspaceWith(backend, owner, [[bob, 'member']]);
  const db = owner.client.supabase;
  const [plan, ship] = await ok(
    db
      .from('boards')
      .insert([
        {
          workspace_id: workspaceId,
          name: 'Plan',
          description: 'What comes next',
          time_zone: 'Europe/Berlin',
        },
        { workspace_id: workspaceId, name: 'Ship', description: '' },
      ])
      .select('id,name')
      .order('name'),
  );
  const lists = await ok(
    db
      .from('lists')
      .insert([
        { board_id: must(plan).id, name: 'To do', wip_limit: 3 },
        { board_id: must(plan).id, name: 'Done', wip_limit: null },
        { board_id: must(plan).id, name: 'Old', wip_limit: null },
        { board_id: must(ship).id, name: 'Launch', wip_limit: null },
      ])
      .select('id,name'),
  );
  const list = (name: string) => must(lists.find((l) => l.name === name)).id;
  await check(db.from('lists').update({ is_done: true }).eq('id', list('Done')));
  await check(db.from('lists').update({ archived_at: new Date().toISOString() }).eq('id', list('Old')));
  const [red, blue] = await ok(
    db
      .from('labels')
      .insert([
        { board_id: must(plan).id, name: 'Urgent', color: 'red' },
        { board_id: must(plan).id, name: 'Backend', color: 'blue' },
      ])
      .select('id')
      .order('name', { ascending: false }),
  );
  const card = async (listName: string, title: string, extra: Record<string, unknown> = {}) => {
    const board = listName === 'Launch' ? must(ship).id : must(plan).id;
    const { data, error } = await db
      .from('cards')
      .insert({ board_id: board, list_id: list(listName), title, ...extra })
      .select('id')
      .single();
    if (error) throw error;
    return data.id;
  };
  const spec = await card('To do', 'Write the spec', {
    description: '## Goals',
    start_at: '2026-11-25T09:00:00+00:00',
    due_at: '2026-12-01T09:00:00+00:00',
  });
  const review = await card('To do', 'Review');
  const done = await card('Done', 'Kick-off');
  const launch = await card('Launch', 'Launch day');
  await check(db.from('cards').update({ completed_at: '2026-11-20T10:00:00+00:00' }).eq('id', done));
  await check(db.from('cards').update({ archived_at: new Date().toISOString() }).eq('id', review));
  await check(
    db.from('card_labels').insert([
      { card_id: spec, label_id: must(red).id },
      { card_id: spec, label_id: must(blue).id },
    ]),
  );
  await check(
    db.from('card_assignees').insert([
      { card_id: spec, user_id: owner.userId },
      { card_id: spec, user_id: bob.userId },
    ]),
  );
  await check(
    db.from('checklist_items').insert([
      { card_id: spec, body: 'Outline', done: true },
      // Bob owns an item with a due date: both travel, the owner as a person.
      {
        card_id: spec,
        body: 'Draft',
        done: false,
        assignee_id: bob.userId,
        due_at: '2026-11-28T17:00:00+00:00',
      },
    ]),
  );
  // A second, named checklist (as a Trello import brings): written as an import writes it.
  await backend.db.query(
    `insert into public.checklist_items (card_id, body, position, checklist, assignee_id)
     values ($1, 'Ask legal', 9000, 'Sign-off', $2)`,
    [spec, owner.userId],
  );
  await check(db.from('comments').insert({ card_id: spec, body: 'First!', author_id: owner.userId }));
  await check(
    bob.client.supabase
      .from('comments')
      .insert({ card_id: spec, body: 'Looks good @bob', author_id: bob.userId }),
  );
  // An older comment: only its date differs from what the app writes, which no API may change.
  await backend.db.exec(`
    alter table public.comments disable trigger comments_guard_update;
    update public.comments set created_at = '2026-11-01T08:00:00+00:00' where body = 'First!';
    alter table public.comments enable trigger comments_guard_update;
  `);
  await check(
    db.from('card_dependencies').insert([
      { blocked_card_id: spec, blocker_card_id: done },
      { blocked_card_id: launch, blocker_card_id: spec },
    ]),
  );
  // Copies every Monday and Thursday into Done: the rule and its list travel.
  await setCardRecurrence(owner.client, {
    cardId: spec,
    rrule: 'FREQ=WEEKLY;BYDAY=MO,TH',
    dtstart: '2027-01-04T09:00:00+01:00',
    timeZone: 'Europe/Berlin',
    mode: 'copy',
    listId: list('Done'),
  });
  const fields = await ok(
    db
      .from('custom_fields')
      .insert([
        { board_id: must(plan).id, name: 'Estimate', type: 'number', unit: 'h', show_on_card: true },
        { board_id: must(plan).id, name: 'Stage', type: 'single_select', unit: null, show_on_card: false },
        { board_id: must(plan).id, name: 'Areas', type: 'multi_select', unit: null, show_on_card: false },
        { board_id: must(plan).id, name: 'Owner', type: 'person', unit: null, show_on_card: false },
        { board_id: must(plan).id, name: 'Link', type: 'url', unit: null, show_on_card: false },
      ])
      .select('id,name'),
  );
  const field = (name: string) => must(fields.find((f) => f.name === name)).id;
  const options = await ok(
    db
      .from('custom_field_options')
      .insert([
        { field_id: field('Stage'), label: 'Draft', color: 'yellow' },
        { field_id: field('Stage'), label: 'Final', color: 'green' },
        { field_id: field('Areas'), label: 'API', color: 'blue' },
        { field_id: field('Areas'), label: 'Web', color: 'pink' },
      ])
      .select('id,label'),
  );
  const option = (label: string) => must(options.find((o) => o.label === label)).id;
  const { error } = await db.from('card_field_values').insert([
    { card_id: spec, field_id: field('Estimate'), value: 4.5 },
    { card_id: spec, field_id: field('Stage'), value: option('Final') },
    { card_id: spec, field_id: field('Areas'), value: [option('Web'), option('API')] },
    { card_id: spec, field_id: field('Owner'), value: bob.userId },
    { card_id: spec, field_id: field('Link'), value: 'https://example.test/spec' },
  ]);
  if (error) throw error;
  return workspaceId;
}

const variants = [
  { name: 'PGlite', server: false },
  { name: 'PostgreSQL', server: true },
] as const;

for (const variant of variants) {
  describe(`backup and restore on ${variant.name}`, serverVariant(variant.server), () => {
    let backend: LocalSupabase;
    let dropDatabase = async () => {};
    let owner: SignedInClient;
    let bob: SignedInClient;
    let eve: SignedInClient;
    let workspaceId: string;
    let first: TeamboardBackup;

    beforeAll(async () => {
      let dbUrl: string | undefined;
      if (variant.server) {
        const database = await createTestDatabase('sdk_backup');
        dropDatabase = () => database.drop();
        dbUrl = database.url;
      }
      backend = await startBackend({}, dbUrl);
      [owner, bob, eve] = await signedInClients(backend, ['owner', 'bob', 'eve']);
      workspaceId = await seed(backend, owner, bob);
      first = await exportWorkspaceBackup(owner.client, workspaceId);
    });
    afterAll(async () => {
      await backend?.stop();
      await dropDatabase();
    });

    it('exports everything, naming people by address', () => {
      const [plan, ship] = first.boards;
      expect(first.boards.map((b) => b.name)).toEqual(['Plan', 'Ship']);
      // The board's time zone travels (and the round trips below compare it).
      expect(first.boards.map((b) => b.time_zone)).toEqual(['Europe/Berlin', 'UTC']);
      const spec = must(plan?.lists[0]?.cards[0]);
      expect(spec.title).toBe('Write the spec');
      expect(spec.assignees).toEqual(
        [
          { name: 'bob', email: bob.email },
          { name: 'owner', email: owner.email },
        ].sort((a, b) => a.email.localeCompare(b.email)),
      );
      expect(spec.checklist).toEqual([
        { body: 'Outline', done: true, checklist: 'Checklist', due_at: null, assignee: null },
        {
          body: 'Draft',
          done: false,
          checklist: 'Checklist',
          due_at: '2026-11-28T17:00:00+00:00',
          assignee: { name: 'bob', email: bob.email, id: bob.userId },
        },
        {
          body: 'Ask legal',
          done: false,
          checklist: 'Sign-off',
          due_at: null,
          assignee: { name: 'owner', email: owner.email, id: owner.userId },
        },
      ]);
      expect(spec.comments.map((c) => [c.body, c.author?.email, c.created_at.slice(0, 10)])).toEqual([
        ['First!', owner.email, '2026-11-01'],
        ['Looks good @bob', bob.email, expect.any(String)],
      ]);
      expect(spec.fields).toHaveLength(5);
      expect(spec.fields[3]?.value).toEqual({ name: 'bob', email: bob.email });
      expect(ship?.lists[0]?.cards[0]?.blocked_by).toEqual([spec.id]);
      const { dtstart, ...rule } = must(spec.recurrence);
      expect(rule).toEqual({
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TH',
        time_zone: 'Europe/Berlin',
        mode: 'copy',
        list: 1,
      });
      expect(new Date(dtstart).toISOString()).toBe('2027-01-04T08:00:00.000Z');
    });

    it('restores a workspace whose export equals the first up to ids, people who are not members kept by name', async () => {
      const restored = await importBackup(owner.client, first, {
        workspace: { name: 'Team', slug: uniqueSlug('restored') },
      });
      expect(restored.skipped).toEqual([
        { kind: 'assignee', item: bob.email, reason: 'not_a_member' },
        { kind: 'assignee', item: `${bob.email} on "Draft"`, reason: 'not_a_member' },
      ]);
      const second = await exportWorkspaceBackup(owner.client, restored.workspaceId);
      // Bob is no member of the new workspace: his assignment, the item he owned (not its date)
      // and his person value are the only things lost.
      const expected = structuredClone(first);
      const spec = must(expected.boards[0]?.lists[0]?.cards[0]);
      spec.assignees = spec.assignees.filter((person) => person.email !== bob.email);
      spec.checklist = spec.checklist.map((item) =>
        item.assignee?.email === bob.email ? { ...item, assignee: null } : item,
      );
      spec.fields = spec.fields.filter((_, index) => index !== 3);
      expect(comparableBackup(second)).toEqual(comparableBackup(expected));
      // Bob's comment is the importer's, shown as originally his, with its date.
      const { data } = await owner.client.supabase
        .from('comments')
        .select('author_id,original_author,created_at,cards!inner(board_id)')
        .eq('body', 'Looks good @bob')
        .eq('cards.board_id', must(restored.boards[0]).id)
        .single();
      expect([data?.author_id, data?.original_author]).toEqual([owner.userId, 'bob']);
    });

    it('restores a board where everyone is a member with nothing lost, and reports a blocker on another board', async () => {
      const board = await exportBoardBackup(owner.client, await boardIdOf('Ship'));
      const restored = await importBackup(owner.client, board, { workspaceId });
      expect(restored.skipped).toEqual([{ kind: 'dependency', item: 'Launch day', reason: 'not_in_file' }]);
      const plan = await exportBoardBackup(owner.client, await boardIdOf('Plan'));
      const again = await importBackup(owner.client, plan, { workspaceId });
      expect(again.skipped).toEqual([]);
      const copy = await exportBoardBackup(owner.client, must(again.boards[0]).id);
      expect(comparableBackup(copy)).toEqual(comparableBackup(plan));
    });

    it('gives a deleted workspace back from its backup', async () => {
      const throwaway = await importBackup(owner.client, first, {
        workspace: { name: 'Gone', slug: uniqueSlug('gone') },
      });
      const before = await exportWorkspaceBackup(owner.client, throwaway.workspaceId);
      await deleteWorkspace(owner.client, throwaway.workspaceId);
      const back = await importBackup(owner.client, before, {
        workspace: { name: 'Gone', slug: uniqueSlug('back') },
      });
      expect(comparableBackup(await exportWorkspaceBackup(owner.client, back.workspaceId))).toEqual(
        comparableBackup(before),
      );
    });

    it('refuses what is not a backup before any request, and leaves no workspace behind when a board fails', async () => {
      await expectCode(importBackup(owner.client, { kind: 'trello' }, { workspaceId }), 'validation');
      await expectCode(importBackup(owner.client, { ...first, version: 2 }, { workspaceId }), 'validation');
      const broken = structuredClone(first);
      must(broken.boards[1]).fields = [
        {
          id: crypto.randomUUID(),
          name: 'Bad',
          type: 'number',
          unit: 'a unit far too long',
          show_on_card: false,
          options: [],
        },
      ];
      const slug = uniqueSlug('broken');
      await expectCode(
        importBackup(owner.client, broken, { workspace: { name: 'Broken', slug } }),
        'validation',
      );
      const { data } = await owner.client.supabase.from('workspaces').select('id').eq('slug', slug);
      expect(data).toEqual([]);
      // A zone the database does not list: refused with the board, before anything of it is kept.
      for (const zone of ['Mars/Olympus_Mons', `UTC'; drop table public.boards; --`, '<+03>-3']) {
        const hostile = structuredClone(first);
        must(hostile.boards[0]).time_zone = zone;
        const zoneSlug = uniqueSlug('zone');
        const error = await expectCode(
          importBackup(owner.client, hostile, { workspace: { name: 'Zoned', slug: zoneSlug } }),
          'validation',
        );
        expect(error.reason, zone).toBe('time_zone');
        const left = await owner.client.supabase.from('workspaces').select('id').eq('slug', zoneSlug);
        expect(left.data).toEqual([]);
      }
    });

    it('carries attachments with their files in an archive, and reports them when restored without it', async () => {
      const db = owner.client.supabase;
      const { data: board, error: boardError } = await db
        .from('boards')
        .insert({ workspace_id: workspaceId, name: 'Files' })
        .select('id')
        .single();
      if (boardError) throw boardError;
      const { data: list, error: listError } = await db
        .from('lists')
        .insert({ board_id: board.id, name: 'Inbox' })
        .select('id')
        .single();
      if (listError) throw listError;
      const { data: card, error: cardError } = await db
        .from('cards')
        .insert({ board_id: board.id, list_id: list.id, title: 'With files' })
        .select('id')
        .single();
      if (cardError) throw cardError;
      const picture = Uint8Array.from({ length: 3000 }, (_, index) => (index * 7) % 256);
      await uploadAttachment(owner.client, {
        cardId: card.id,
        file: new Blob(['plain notes']),
        fileName: 'notes.txt',
        mimeType: 'text/plain',
      });
      const cover = await uploadAttachment(owner.client, {
        cardId: card.id,
        file: new Blob([picture]),
        fileName: 'photo.png',
        mimeType: 'image/png',
      });
      await setCardCover(owner.client, card.id, { attachmentId: cover.id });
      // A second card, after the first, whose cover is a colour.
      const { error: colouredError } = await db.from('cards').insert({
        board_id: board.id,
        list_id: list.id,
        title: 'Coloured',
        position: 1e9,
        cover_color: 'teal',
      });
      if (colouredError) throw colouredError;
      // A third, kept as a template: restored as one, not as an ordinary card on the board.
      const { data: pattern, error: patternError } = await db
        .from('cards')
        .insert({ board_id: board.id, list_id: list.id, title: 'Pattern', position: 2e9 })
        .select('id')
        .single();
      if (patternError) throw patternError;
      await setCardTemplate(owner.client, { cardId: pattern.id, template: true });

      const backup = await exportBoardBackup(owner.client, board.id);
      const named = backup.boards[0]?.lists[0]?.cards[0]?.attachments;
      expect(named?.map((a) => [a.file_name, a.mime_type, a.size_bytes])).toEqual([
        ['notes.txt', 'text/plain', 11],
        ['photo.png', 'image/png', 3000],
      ]);
      expect(backup.boards[0]?.lists[0]?.cards.map((c) => [c.title, c.cover, c.template])).toEqual([
        ['With files', { attachment: cover.id }, undefined],
        ['Coloured', { color: 'teal' }, undefined],
        ['Pattern', null, true],
      ]);

      const read = await readBackupArchive(await createBackupArchive(owner.client, backup));
      expect(read.backup).toEqual(backup);
      expect(read.files.size).toBe(2);
      const restored = await importBackup(owner.client, read.backup, { workspaceId }, { files: read.files });
      expect(restored.skipped).toEqual([]);
      const copy = await exportBoardBackup(owner.client, must(restored.boards[0]).id);
      expect(comparableBackup(copy)).toEqual(comparableBackup(backup));
      const photo = must(copy.boards[0]?.lists[0]?.cards[0]?.attachments?.[1]);
      // The restored card's cover is its own restored photo, and the colour came back too.
      expect(copy.boards[0]?.lists[0]?.cards.map((c) => c.cover)).toEqual([
        { attachment: photo.id },
        { color: 'teal' },
        null,
      ]);
      // The template came back a template (the comparison above holds its flag too).
      expect(copy.boards[0]?.lists[0]?.cards.map((c) => c.template)).toEqual([undefined, undefined, true]);
      const { data: stored } = await db.from('attachments').select('object_path').eq('id', photo.id).single();
      const { data: file } = await db.storage.from(ATTACHMENTS_BUCKET).download(must(stored).object_path);
      expect(new Uint8Array(await must(file).arrayBuffer())).toEqual(picture);

      // The document alone names the files and the restore says they stayed behind.
      const bare = await importBackup(owner.client, backup, { workspaceId });
      // Without its file the image cover stays off; the colour needs no file.
      const bareCopy = await exportBoardBackup(owner.client, must(bare.boards[0]).id);
      expect(bareCopy.boards[0]?.lists[0]?.cards.map((c) => c.cover)).toEqual([
        null,
        { color: 'teal' },
        null,
      ]);
      expect(bare.skipped).toEqual([
        { kind: 'attachment', item: 'notes.txt', reason: 'no_file' },
        { kind: 'attachment', item: 'photo.png', reason: 'no_file' },
      ]);
      // Someone outside the workspace who holds the document gets no file into an archive.
      expect((await readBackupArchive(await createBackupArchive(eve.client, backup))).files.size).toBe(0);
    });

    async function boardIdOf(name: string): Promise<string> {
      const { data } = await owner.client.supabase
        .from('boards')
        .select('id')
        .eq('workspace_id', workspaceId)
        .eq('name', name)
        .order('created_at')
        .limit(1)
        .single();
      return must(data).id;
    }
  });
}
