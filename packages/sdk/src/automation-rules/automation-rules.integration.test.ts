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
import { createBoard } from '../boards/create-board';
import { setBoardTimeZone } from '../boards/set-board-time-zone';
import { addCardLabel } from '../cards/add-card-label';
import { createCard } from '../cards/create-card';
import { moveCard } from '../cards/move-card';
import { LIMITS } from '../constants';
import { listBoardEvents } from '../events/list-board-events';
import { parseEvent } from '../events/parse-event';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { updateChecklistItem } from '../checklist/update-checklist-item';
import { createLabel } from '../labels/create-label';
import { createList } from '../lists/create-list';
import type { CreateAutomationRuleInput } from '../schemas/automation-rules';
import { createAutomationRule } from './create-automation-rule';
import { deleteAutomationRule } from './delete-automation-rule';
import { listAutomationRules } from './list-automation-rules';
import { updateAutomationRule } from './update-automation-rule';

// The automation-rule calls through supabase-js against the local backend: an
// admin who writes rules, a member whose moves set them off, a viewer and an
// outsider.
let backend: LocalSupabase;
let admin: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;

/** A board with Todo and Done, a label and a card in Todo. */
async function board() {
  const boardId = (await createBoard(admin.client, { workspaceId, name: 'Rules' })).id;
  const todo = (await createList(admin.client, { boardId, name: 'Todo' })).id;
  const done = (await createList(admin.client, { boardId, name: 'Done' })).id;
  const urgent = (await createLabel(admin.client, { boardId, name: 'Urgent', color: 'red' })).id;
  const cardId = (await createCard(member.client, { listId: todo, title: 'Ship it' })).id;
  return { boardId, todo, done, urgent, cardId };
}

beforeAll(async () => {
  backend = await startBackend();
  [admin, member, viewer, outsider] = await signedInClients(backend, [
    'admin',
    'member',
    'viewer',
    'outsider',
  ]);
  workspaceId = await workspaceWith(backend, admin, [
    [member, 'member'],
    [viewer, 'viewer'],
  ]);
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('automation rules', () => {
  it('creates a rule the server runs when a member moves a card, and lists, changes and deletes it', async () => {
    const b = await board();
    const rule = await createAutomationRule(admin.client, {
      boardId: b.boardId,
      name: ' Done means done ',
      trigger: { type: 'card_moved', list_id: b.done },
      actions: [
        { type: 'complete' },
        { type: 'add_label', label_id: b.urgent },
        { type: 'comment', body: 'Closed by the board.' },
      ],
    });
    expect(rule).toMatchObject({
      name: 'Done means done',
      enabled: true,
      conditions: [],
      saved_by: admin.userId,
    });

    const moved = await moveCard(member.client, { cardId: b.cardId, listId: b.done });
    expect(moved.list_id).toBe(b.done);
    const { rows } = await backend.db.query<{ completed: boolean }>(
      `select completed_at is not null as completed from public.cards where id = $1`,
      [b.cardId],
    );
    expect(rows).toEqual([{ completed: true }]);

    const [applied, ...more] = await listBoardEvents(member.client, b.boardId, { types: ['rule.applied'] });
    expect(more).toEqual([]);
    const event = parseEvent(applied);
    expect(event.type === 'rule.applied' && event.data).toMatchObject({
      rule: { id: rule.id, name: 'Done means done' },
      actions: ['complete', 'add_label', 'comment'],
    });
    expect(event.actor).toEqual({ type: 'user', id: member.userId });

    // Everyone on the board reads the rules; nobody outside it.
    expect((await listAutomationRules(viewer.client, b.boardId)).map((r) => r.id)).toEqual([rule.id]);
    expect(await listAutomationRules(outsider.client, b.boardId)).toEqual([]);

    const off = await updateAutomationRule(admin.client, { ruleId: rule.id, enabled: false, name: 'Paused' });
    expect(off).toMatchObject({ enabled: false, name: 'Paused' });
    await moveCard(member.client, { cardId: b.cardId, listId: b.todo });
    await moveCard(member.client, { cardId: b.cardId, listId: b.done });
    expect(await listBoardEvents(member.client, b.boardId, { types: ['rule.applied'] })).toHaveLength(1);

    await deleteAutomationRule(admin.client, rule.id);
    await expectCode(deleteAutomationRule(admin.client, rule.id), 'not-found');
    expect(await listAutomationRules(admin.client, b.boardId)).toEqual([]);
  });

  it('runs label_added, checklist_completed and due_passed rules on their events', async () => {
    const b = await board();
    const later = (await createLabel(admin.client, { boardId: b.boardId, name: 'Later', color: 'blue' })).id;
    const labeled = await createAutomationRule(admin.client, {
      boardId: b.boardId,
      name: 'Urgent goes to Done',
      trigger: { type: 'label_added', label_id: b.urgent },
      actions: [{ type: 'move_to_list', list_id: b.done }],
    });
    expect(labeled.trigger).toEqual({ type: 'label_added', label_id: b.urgent });
    await createAutomationRule(admin.client, {
      boardId: b.boardId,
      name: 'Checked means later',
      trigger: { type: 'checklist_completed' },
      actions: [{ type: 'add_label', label_id: later }],
    });
    await createAutomationRule(admin.client, {
      boardId: b.boardId,
      name: 'Late',
      trigger: { type: 'due_passed' },
      actions: [{ type: 'comment', body: 'This is late.' }],
    });
    const listOf = async (cardId: string) =>
      (
        await backend.db.query<{ list_id: string }>(`select list_id from public.cards where id = $1`, [
          cardId,
        ])
      ).rows[0]!.list_id;

    await addCardLabel(member.client, { cardId: b.cardId, labelId: b.urgent });
    expect(await listOf(b.cardId)).toBe(b.done);
    const [event] = await listBoardEvents(member.client, b.boardId, { types: ['card.labeled'] });
    const parsed = parseEvent(event);
    expect(parsed.type === 'card.labeled' && parsed.data).toEqual({ label_id: b.urgent, name: 'Urgent' });

    const item = await addChecklistItem(member.client, { cardId: b.cardId, body: 'Test it' });
    await updateChecklistItem(member.client, { itemId: item.id, done: true });
    const completed = await listBoardEvents(member.client, b.boardId, { types: ['checklist.completed'] });
    expect(completed.map((e) => parseEvent(e).data)).toEqual([{ items: 1 }]);
    const labels = await backend.db.query(
      `select 1 from public.card_labels where card_id = $1 and label_id = $2`,
      [b.cardId, later],
    );
    expect(labels.rows).toHaveLength(1);

    // The cron job's work, run on demand: the due moment has just passed.
    await backend.db.query(`update public.cards set due_at = now() - interval '1 minute' where id = $1`, [
      b.cardId,
    ]);
    await backend.db.query(`select private.emit_due_passed()`);
    await backend.db.query(`select private.emit_due_passed()`);
    const passed = await listBoardEvents(member.client, b.boardId, { types: ['card.due_passed'] });
    expect(passed).toHaveLength(1);
    expect(parseEvent(passed[0]).actor).toBeNull();
    const comments = await backend.db.query<{ body: string }>(
      `select body from public.comments where card_id = $1`,
      [b.cardId],
    );
    expect(comments.rows).toEqual([{ body: 'This is late.' }]);
  });

  it('runs a weekly schedule in the board’s time zone on the open cards of its list, once per slot', async () => {
    const b = await board();
    await setBoardTimeZone(admin.client, { boardId: b.boardId, timeZone: 'Asia/Tokyo' });
    const rule = await createAutomationRule(admin.client, {
      boardId: b.boardId,
      name: 'Nightly sweep',
      trigger: { type: 'schedule', weekdays: [1, 2, 3, 4, 5, 6, 7], time: '00:00', list_id: b.todo },
      actions: [{ type: 'move_to_list', list_id: b.done }],
    });
    expect(rule.trigger).toEqual({
      type: 'schedule',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      time: '00:00',
      list_id: b.todo,
    });
    // Midnight in Tokyo (no daylight saving there) is 15:00 UTC: the next one after the rule was saved.
    const slot = new Date();
    if (slot.getUTCHours() >= 15) slot.setUTCDate(slot.getUTCDate() + 1);
    slot.setUTCHours(15, 0, 0, 0);
    const run = () =>
      backend.db.query(`select private.run_scheduled_rules($1::timestamptz)`, [slot.toISOString()]);
    await run();
    await run();
    const moved = await listBoardEvents(member.client, b.boardId, { types: ['card.moved'] });
    expect(moved.filter((event) => event.card_id === b.cardId)).toHaveLength(1);
    const applied = await listBoardEvents(member.client, b.boardId, { types: ['rule.applied'] });
    expect(applied.map((event) => event.card_id)).toEqual([b.cardId]);
  });

  it('refuses a label_added rule with another board’s label', async () => {
    const b = await board();
    const other = await board();
    const error = await expectCode(
      createAutomationRule(admin.client, {
        boardId: b.boardId,
        name: 'Cross',
        trigger: { type: 'label_added', label_id: other.urgent },
        actions: [{ type: 'complete' }],
      }),
      'validation',
    );
    expect(error.message).toMatch(/label of this board/);
  });

  it('says forbidden to members and viewers, not-found to outsiders and for unknown ids', async () => {
    const b = await board();
    const input: CreateAutomationRuleInput = {
      boardId: b.boardId,
      name: 'Archive finished',
      trigger: { type: 'card_completed' },
      actions: [{ type: 'archive' }],
    };
    await expectCode(createAutomationRule(member.client, input), 'forbidden');
    await expectCode(createAutomationRule(viewer.client, input), 'forbidden');
    await expectCode(createAutomationRule(outsider.client, input), 'not-found');
    const rule = await createAutomationRule(admin.client, input);
    await expectCode(updateAutomationRule(member.client, { ruleId: rule.id, enabled: false }), 'forbidden');
    await expectCode(deleteAutomationRule(viewer.client, rule.id), 'forbidden');
    await expectCode(updateAutomationRule(outsider.client, { ruleId: rule.id, enabled: false }), 'not-found');
    await expectCode(deleteAutomationRule(outsider.client, rule.id), 'not-found');
    await expectCode(updateAutomationRule(admin.client, { ruleId: MISSING_ID, enabled: false }), 'not-found');
  });

  it('refuses another board’s lists, labels and people with a validation error from the server', async () => {
    const b = await board();
    const other = await board();
    const base = { boardId: b.boardId, name: 'Cross', trigger: { type: 'card_completed' } } as const;
    const error = await expectCode(
      createAutomationRule(admin.client, {
        ...base,
        actions: [{ type: 'move_to_list', list_id: other.done }],
      }),
      'validation',
    );
    expect(error.message).toMatch(/list of this board/);
    await expectCode(
      createAutomationRule(admin.client, {
        ...base,
        actions: [{ type: 'add_label', label_id: other.urgent }],
      }),
      'validation',
    );
    await expectCode(
      createAutomationRule(admin.client, {
        ...base,
        actions: [{ type: 'assign', user_id: outsider.userId }],
      }),
      'validation',
    );
  });

  it('refuses malformed rules before any request', async () => {
    const b = await board();
    const base = {
      boardId: b.boardId,
      name: 'X',
      trigger: { type: 'card_moved', list_id: b.done },
      actions: [{ type: 'complete' }],
    };
    const hostile: unknown[] = [
      { ...base, name: '' },
      { ...base, name: 'x'.repeat(81) },
      { ...base, boardId: SQL_LOOKING },
      { ...base, trigger: { type: 'every_second' } },
      { ...base, trigger: { type: 'card_moved' } },
      { ...base, trigger: { type: 'card_moved', list_id: SQL_LOOKING } },
      { ...base, trigger: { type: 'card_completed', list_id: b.done } },
      { ...base, trigger: { type: 'label_added' } },
      { ...base, trigger: { type: 'label_added', label_id: SQL_LOOKING } },
      { ...base, trigger: { type: 'checklist_completed', card_id: b.cardId } },
      { ...base, trigger: { type: 'due_passed', minutes: 5 } },
      { ...base, trigger: { type: 'schedule', weekdays: [], time: '09:00', list_id: b.done } },
      { ...base, trigger: { type: 'schedule', weekdays: [0], time: '09:00', list_id: b.done } },
      { ...base, trigger: { type: 'schedule', weekdays: [1, 1], time: '09:00', list_id: b.done } },
      { ...base, trigger: { type: 'schedule', weekdays: [1], time: '9:00', list_id: b.done } },
      { ...base, trigger: { type: 'schedule', weekdays: [1], time: "09:00'; --", list_id: b.done } },
      { ...base, trigger: { type: 'schedule', weekdays: [1], time: '09:00' } },
      { ...base, trigger: { type: 'schedule', weekdays: [1], time: '09:00', list_id: b.done, zone: 'UTC' } },
      { ...base, conditions: [{ type: 'has_label' }] },
      { ...base, conditions: Array.from({ length: 11 }, () => ({ type: 'has_label', label_id: b.urgent })) },
      { ...base, actions: [] },
      { ...base, actions: Array.from({ length: 11 }, () => ({ type: 'complete' })) },
      { ...base, actions: [{ type: 'set_due', days: -1 }] },
      { ...base, actions: [{ type: 'set_due', days: 1.5 }] },
      { ...base, actions: [{ type: 'set_due', days: 366 }] },
      { ...base, actions: [{ type: 'move_to_list', list_id: b.done, position: 'middle' }] },
      { ...base, actions: [{ type: 'comment', body: ' ' }] },
      { ...base, actions: [{ type: 'drop_table' }] },
      { ...base, extra: true },
    ];
    for (const input of hostile)
      await expectNoRequestValidation(admin, () =>
        createAutomationRule(admin.client, input as CreateAutomationRuleInput),
      );
    await expectNoRequestValidation(admin, () => updateAutomationRule(admin.client, { ruleId: MISSING_ID }));
    await expectNoRequestValidation(admin, () => deleteAutomationRule(admin.client, 'not-an-id'));
    await expectNoRequestValidation(admin, () => listAutomationRules(admin.client, 'not-an-id'));
  });

  it('holds a board to its limit of rules', async () => {
    const b = await board();
    await backend.db.query(
      `insert into public.automation_rules (board_id, name, trigger, actions, saved_by)
       select $1, 'Rule ' || i, '{"type": "card_completed"}', '[{"type": "archive"}]', $2
       from generate_series(1, $3::int) i`,
      [b.boardId, admin.userId, LIMITS.automationRulesPerBoard],
    );
    const error = await expectCode(
      createAutomationRule(admin.client, {
        boardId: b.boardId,
        name: 'One too many',
        trigger: { type: 'card_completed' },
        actions: [{ type: 'archive' }],
      }),
      'limit-reached',
    );
    expect(error.reason).toBe('automationRulesPerBoard');
    expect(await listAutomationRules(admin.client, b.boardId)).toHaveLength(LIMITS.automationRulesPerBoard);
  });
});
