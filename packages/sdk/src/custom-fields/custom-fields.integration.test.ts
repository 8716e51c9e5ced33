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
import { addBoardMember } from '../board-members/add-board-member';
import { createBoard } from '../boards/create-board';
import { loadBoard } from '../boards/load-board';
import { setBoardVisibility } from '../boards/set-board-visibility';
import { createCard } from '../cards/create-card';
import { listCards } from '../cards/list-cards';
import { LIMITS, TEXT_LIMITS } from '../constants';
import { createList } from '../lists/create-list';
import { subscribeToBoard } from '../realtime/subscribe-to-board';
import type { BoardChange } from '../realtime/types';
import { createCustomField } from './create-custom-field';
import { deleteCustomField } from './delete-custom-field';
import { listCustomFields } from './list-custom-fields';
import { updateCustomField } from './update-custom-field';
import { clearCardFieldValue } from './clear-card-field-value';
import { listCardFieldValues } from './list-card-field-values';
import { setCardFieldValue } from './set-card-field-value';

// The custom-field calls through supabase-js against the local backend, on a
// private board: the owner (a workspace owner, so the board's admin), an
// editor, a commenter and a viewer of the board, and a workspace member off it.
let backend: LocalSupabase;
let owner: SignedInClient;
let editor: SignedInClient;
let commenter: SignedInClient;
let viewer: SignedInClient;
let offBoard: SignedInClient;
let boardId: string;
let cardId: string;
let otherBoardCardId: string;

beforeAll(async () => {
  backend = await startBackend();
  [owner, editor, commenter, viewer, offBoard] = await signedInClients(backend, [
    'owner',
    'editor',
    'commenter',
    'viewer',
    'offboard',
  ]);
  const workspaceId = await workspaceWith(backend, owner, [
    [editor, 'member'],
    [commenter, 'member'],
    [viewer, 'member'],
    [offBoard, 'member'],
  ]);
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Launch' })).id;
  await setBoardVisibility(owner.client, { boardId, visibility: 'private' });
  for (const [user, role] of [
    [editor, 'editor'],
    [commenter, 'commenter'],
    [viewer, 'viewer'],
  ] as const)
    await addBoardMember(owner.client, { boardId, userId: user.userId, role });
  const listId = (await createList(owner.client, { boardId, name: 'Doing' })).id;
  cardId = (await createCard(owner.client, { listId, title: 'Press kit' })).id;
  const other = await createBoard(owner.client, { workspaceId, name: 'Elsewhere' });
  const otherList = await createList(owner.client, { boardId: other.id, name: 'L' });
  otherBoardCardId = (await createCard(owner.client, { listId: otherList.id, title: 'Other' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('custom field definitions', () => {
  it('creates, lists in order, updates options and deletes', async () => {
    const status = await createCustomField(owner.client, {
      boardId,
      name: ' Status ',
      type: 'single_select',
      options: [{ label: 'Planned', color: 'blue' }, { label: 'Shipped' }],
    });
    expect(status).toMatchObject({ name: 'Status', type: 'single_select', show_on_card: false, unit: null });
    expect(status.options.map((o) => [o.label, o.color])).toEqual([
      ['Planned', 'blue'],
      ['Shipped', 'gray'],
    ]);
    const effort = await createCustomField(owner.client, {
      boardId,
      name: 'Effort',
      type: 'number',
      unit: 'h',
    });
    expect((await listCustomFields(viewer.client, boardId)).map((f) => f.name)).toEqual(['Status', 'Effort']);

    const [planned, shipped] = status.options;
    const changed = await updateCustomField(owner.client, {
      fieldId: status.id,
      name: 'Stage',
      showOnCard: true,
      addOptions: [{ label: SQL_LOOKING, color: 'red' }],
      updateOptions: [
        { optionId: shipped!.id, color: 'green', position: 0 },
        { optionId: planned!.id, label: 'Planned ✨' },
      ],
    });
    expect(changed).toMatchObject({ name: 'Stage', show_on_card: true });
    expect(changed.options.map((o) => [o.label, o.color])).toEqual([
      ['Shipped', 'green'],
      ['Planned ✨', 'blue'],
      [SQL_LOOKING, 'red'],
    ]);
    const removed = await updateCustomField(owner.client, {
      fieldId: status.id,
      removeOptionIds: [changed.options[2]!.id],
    });
    expect(removed.options).toHaveLength(2);
    await expectCode(
      updateCustomField(owner.client, { fieldId: status.id, removeOptionIds: [MISSING_ID] }),
      'not-found',
    );

    await deleteCustomField(owner.client, effort.id);
    expect((await listCustomFields(owner.client, boardId)).map((f) => f.id)).toEqual([status.id]);
    await expectCode(deleteCustomField(owner.client, effort.id), 'not-found');
  });

  it('is for the board’s admins: forbidden to editors and below, not-found off the board', async () => {
    const [field] = await listCustomFields(owner.client, boardId);
    for (const user of [editor, commenter, viewer]) {
      await expectCode(createCustomField(user.client, { boardId, name: 'Mine', type: 'text' }), 'forbidden');
      await expectCode(updateCustomField(user.client, { fieldId: field!.id, name: 'Mine' }), 'forbidden');
      await expectCode(
        updateCustomField(user.client, { fieldId: field!.id, removeOptionIds: [field!.options[0]!.id] }),
        'forbidden',
      );
      await expectCode(deleteCustomField(user.client, field!.id), 'forbidden');
    }
    await expectCode(
      createCustomField(offBoard.client, { boardId, name: 'Mine', type: 'text' }),
      'not-found',
    );
    await expectCode(updateCustomField(offBoard.client, { fieldId: field!.id, name: 'Mine' }), 'not-found');
    await expectCode(deleteCustomField(offBoard.client, field!.id), 'not-found');
    expect(await listCustomFields(offBoard.client, boardId)).toEqual([]);
    expect((await listCustomFields(owner.client, boardId)).map((f) => f.name)).toEqual(['Stage']);
  });

  it('refuses bad definitions before sending, and the database’s rules with typed errors', async () => {
    const bad: unknown[] = [
      { boardId, name: '', type: 'text' },
      { boardId, name: 'n'.repeat(TEXT_LIMITS.customFieldName.max + 1), type: 'text' },
      { boardId, name: 'F', type: 'formula' },
      { boardId: 'not-an-id', name: 'F', type: 'text' },
      { boardId, name: 'F', type: 'single_select', options: [{ label: 'x', color: 'black' }] },
      { boardId, name: 'F', type: 'number', unit: 'u'.repeat(TEXT_LIMITS.customFieldUnit.max + 1) },
      { boardId, name: 42, type: 'text' },
      {
        boardId,
        name: 'F',
        type: 'multi_select',
        options: Array.from({ length: LIMITS.optionsPerCustomField + 1 }, (_, i) => ({
          label: `O${String(i)}`,
        })),
      },
    ];
    for (const input of bad)
      await expectNoRequestValidation(owner, () => createCustomField(owner.client, input as never));
    await expectNoRequestValidation(owner, () => updateCustomField(owner.client, { fieldId: MISSING_ID }));

    const unitOnText = await expectCode(
      createCustomField(owner.client, { boardId, name: 'Notes', type: 'text', unit: 'h' }),
      'validation',
    );
    expect(unitOnText.issues[0]?.path).toEqual(['unit']);
    const text = await createCustomField(owner.client, { boardId, name: 'Notes', type: 'text' });
    const optionsOnText = await expectCode(
      updateCustomField(owner.client, { fieldId: text.id, addOptions: [{ label: 'x' }] }),
      'validation',
    );
    expect(optionsOnText.reason).toBe('field_id');
  });
});

describe('card field values', () => {
  it('sets, replaces, lists, loads with the board and clears values', async () => {
    const fields = await listCustomFields(owner.client, boardId);
    const stage = fields.find((f) => f.type === 'single_select')!;
    const notes = fields.find((f) => f.type === 'text')!;
    const owners = await createCustomField(owner.client, { boardId, name: 'Owner', type: 'person' });

    const set = await setCardFieldValue(editor.client, {
      cardId,
      fieldId: stage.id,
      value: stage.options[0]!.id,
    });
    expect(set).toMatchObject({
      card_id: cardId,
      field_id: stage.id,
      value: stage.options[0]!.id,
      updated_by: editor.userId,
    });
    await setCardFieldValue(editor.client, { cardId, fieldId: stage.id, value: stage.options[1]!.id });
    await setCardFieldValue(editor.client, { cardId, fieldId: notes.id, value: SQL_LOOKING });
    await setCardFieldValue(editor.client, { cardId, fieldId: owners.id, value: commenter.userId });

    const expected = {
      [stage.id]: stage.options[1]!.id,
      [notes.id]: SQL_LOOKING,
      [owners.id]: commenter.userId,
    };
    const values = await listCardFieldValues(viewer.client, cardId);
    expect(Object.fromEntries(values.map((v) => [v.field_id, v.value]))).toEqual(expected);
    const loaded = await loadBoard(viewer.client, boardId);
    expect(loaded.fields.map((f) => f.name)).toEqual(['Stage', 'Notes', 'Owner']);
    expect(loaded.cards[0]?.field_values).toEqual(expected);
    expect((await listCards(commenter.client, boardId))[0]?.field_values).toEqual(expected);

    await clearCardFieldValue(editor.client, { cardId, fieldId: notes.id });
    await clearCardFieldValue(editor.client, { cardId, fieldId: notes.id });
    expect((await listCardFieldValues(owner.client, cardId)).map((v) => v.field_id).sort()).toEqual(
      [stage.id, owners.id].sort(),
    );
  });

  it('is for editors: forbidden to commenters and viewers, not-found off the board', async () => {
    const stage = (await listCustomFields(owner.client, boardId)).find((f) => f.type === 'single_select')!;
    for (const user of [commenter, viewer]) {
      await expectCode(
        setCardFieldValue(user.client, { cardId, fieldId: stage.id, value: stage.options[0]!.id }),
        'forbidden',
      );
      await expectCode(clearCardFieldValue(user.client, { cardId, fieldId: stage.id }), 'forbidden');
    }
    await expectCode(
      setCardFieldValue(offBoard.client, { cardId, fieldId: stage.id, value: stage.options[0]!.id }),
      'not-found',
    );
    await expectCode(clearCardFieldValue(offBoard.client, { cardId, fieldId: stage.id }), 'not-found');
    expect(await listCardFieldValues(offBoard.client, cardId)).toEqual([]);
    expect(
      (await listCardFieldValues(owner.client, cardId)).find((v) => v.field_id === stage.id)?.value,
    ).toBe(stage.options[1]!.id);
  });

  it('refuses bad values: shape before sending, fit to the field in the database', async () => {
    const fields = await listCustomFields(owner.client, boardId);
    const stage = fields.find((f) => f.type === 'single_select')!;
    const notes = fields.find((f) => f.type === 'text')!;
    const person = fields.find((f) => f.type === 'person')!;
    for (const value of [null, {}, '', '   ', Number.NaN, Infinity, [], ['not-an-id'], 'x'.repeat(3000)])
      await expectNoRequestValidation(editor, () =>
        setCardFieldValue(editor.client, { cardId, fieldId: stage.id, value: value as never }),
      );
    await expectNoRequestValidation(editor, () =>
      setCardFieldValue(editor.client, { cardId: 'x', fieldId: stage.id, value: 'a' }),
    );
    const cases: [string, unknown, string][] = [
      [stage.id, MISSING_ID, 'value'],
      [stage.id, SQL_LOOKING, 'value'],
      [stage.id, [stage.options[0]!.id], 'value'],
      [notes.id, 12, 'value'],
      [notes.id, 'x'.repeat(TEXT_LIMITS.customFieldText.max + 1), 'value'],
      [person.id, offBoard.userId, 'value'],
    ];
    for (const [fieldId, value, reason] of cases) {
      const error = await expectCode(
        setCardFieldValue(editor.client, { cardId, fieldId, value: value as never }),
        'validation',
      );
      expect(error.reason).toBe(reason);
      expect(error.issues[0]?.path).toEqual(['value']);
    }
    const otherBoard = await expectCode(
      setCardFieldValue(owner.client, {
        cardId: otherBoardCardId,
        fieldId: stage.id,
        value: stage.options[0]!.id,
      }),
      'validation',
    );
    expect(otherBoard.reason).toBe('field_id');
  });

  it('reaches people on the board live, with the field and its options', async () => {
    const changes: BoardChange[] = [];
    const subscription = subscribeToBoard(viewer.client, boardId, {
      onChange: (change) => changes.push(change),
    });
    await subscription.ready;
    try {
      const size = await createCustomField(owner.client, {
        boardId,
        name: 'Size',
        type: 'multi_select',
        options: [{ label: 'S' }, { label: 'M' }],
      });
      await setCardFieldValue(editor.client, { cardId, fieldId: size.id, value: [size.options[1]!.id] });
      await clearCardFieldValue(editor.client, { cardId, fieldId: size.id });
      await until('the value cleared live', () =>
        changes.some((c) => c.table === 'card_field_values' && c.type === 'DELETE'),
      );
      expect(changes.map((c) => `${c.table} ${c.type}`)).toEqual([
        'custom_fields INSERT',
        'custom_field_options INSERT',
        'custom_field_options INSERT',
        'card_field_values INSERT',
        'card_field_values DELETE',
      ]);
    } finally {
      await subscription.unsubscribe();
    }
  });
});
