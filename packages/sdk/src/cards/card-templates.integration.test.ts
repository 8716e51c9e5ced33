import type { LocalSupabase } from '@teamboard/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectCode,
  expectNoRequestValidation,
  MISSING_ID,
  SQL_LOOKING,
  startTeam,
  type SignedInClient,
} from '../../test/data-fixture';
import { createBoard } from '../boards/create-board';
import { addChecklist } from '../checklist/add-checklist';
import { addChecklistItem } from '../checklist/add-checklist-item';
import { listChecklistItems } from '../checklist/list-checklist-items';
import { listMyChecklistItems } from '../checklist/list-my-checklist-items';
import { createLabel } from '../labels/create-label';
import { createList } from '../lists/create-list';
import { listMyCards } from '../search/list-my-cards';
import { searchWorkspace } from '../search/search-workspace';
import { addCardLabel } from './add-card-label';
import { assignCard } from './assign-card';
import { createCardFromTemplate, listCardTemplates, setCardTemplate } from './card-templates';
import { createCard } from './create-card';
import { listCards } from './list-cards';
import { updateCard } from './update-card';

let backend: LocalSupabase;
let owner: SignedInClient;
let member: SignedInClient;
let viewer: SignedInClient;
let outsider: SignedInClient;
let workspaceId: string;
let boardId: string;
let todo: string;
let doing: string;
let otherList: string;

beforeAll(async () => {
  ({ backend, owner, member, viewer, outsider, workspaceId } = await startTeam());
  boardId = (await createBoard(owner.client, { workspaceId, name: 'Releases' })).id;
  todo = (await createList(owner.client, { boardId, name: 'To do' })).id;
  doing = (await createList(owner.client, { boardId, name: 'Doing' })).id;
  const other = (await createBoard(owner.client, { workspaceId, name: 'Elsewhere' })).id;
  otherList = (await createList(owner.client, { boardId: other, name: 'Inbox' })).id;
}, 60_000);

afterAll(async () => {
  await backend.stop();
});

describe('card templates', () => {
  it('marks a card as a template: it leaves the board, search and my cards, and is listed apart', async () => {
    const card = await createCard(member.client, { listId: todo, title: 'Quokkaflow release' });
    await assignCard(member.client, { cardId: card.id, userId: member.userId });
    const checklist = await addChecklist(member.client, { cardId: card.id, name: 'Ship' });
    await addChecklistItem(member.client, {
      cardId: card.id,
      checklistId: checklist.id,
      body: 'Tag it',
      assigneeId: member.userId,
    });
    expect((await listMyCards(member.client, workspaceId)).map((c) => c.id)).toContain(card.id);

    const marked = await setCardTemplate(member.client, { cardId: card.id, template: true });
    expect(marked).toMatchObject({ id: card.id, is_template: true });
    expect((await listCards(member.client, boardId)).map((c) => c.id)).not.toContain(card.id);
    expect((await listCardTemplates(viewer.client, boardId)).map((c) => c.title)).toEqual([
      'Quokkaflow release',
    ]);
    expect(await searchWorkspace(member.client, { workspaceId, query: 'quokkaflow' })).toEqual([]);
    expect((await listMyCards(member.client, workspaceId)).map((c) => c.id)).not.toContain(card.id);
    expect((await listMyChecklistItems(member.client, workspaceId)).map((i) => i.body)).not.toContain(
      'Tag it',
    );

    await setCardTemplate(member.client, { cardId: card.id, template: false });
    expect((await listCards(member.client, boardId)).map((c) => c.id)).toContain(card.id);
    expect(await listCardTemplates(member.client, boardId)).toEqual([]);
  });

  it('makes a card from a template with its description, checklist and labels', async () => {
    const template = await createCard(member.client, { listId: todo, title: 'Bug report' });
    await updateCard(member.client, {
      cardId: template.id,
      expectedVersion: template.version,
      description: 'Steps to reproduce',
    });
    const label = await createLabel(owner.client, { boardId, name: 'Bug', color: 'red' });
    await addCardLabel(member.client, { cardId: template.id, labelId: label.id });
    const checklist = await addChecklist(member.client, { cardId: template.id, name: 'Triage' });
    await addChecklistItem(member.client, {
      cardId: template.id,
      checklistId: checklist.id,
      body: 'Reproduce',
    });
    await setCardTemplate(member.client, { cardId: template.id, template: true });
    // Listed with what the drawer edits: labels, checklist counts.
    const listed = (await listCardTemplates(member.client, boardId)).find((c) => c.id === template.id);
    expect(listed).toMatchObject({ label_ids: [label.id], checklist_total: 1, is_template: true });

    const made = await createCardFromTemplate(member.client, {
      templateId: template.id,
      listId: doing,
      title: 'Login fails',
    });
    expect(made).toMatchObject({
      title: 'Login fails',
      description: 'Steps to reproduce',
      list_id: doing,
      is_template: false,
    });
    const onBoard = (await listCards(member.client, boardId)).find((c) => c.id === made.id);
    expect(onBoard?.label_ids).toEqual([label.id]);
    expect((await listChecklistItems(member.client, made.id)).map((i) => i.body)).toEqual(['Reproduce']);
    const untitled = await createCardFromTemplate(member.client, { templateId: template.id, listId: todo });
    expect(untitled.title).toBe('Bug report');
  });

  it('refuses viewers and strangers, ordinary cards, other boards and bad input', async () => {
    const template = await createCard(member.client, { listId: todo, title: 'Checklist' });
    await expectCode(setCardTemplate(viewer.client, { cardId: template.id, template: true }), 'forbidden');
    await expectCode(setCardTemplate(outsider.client, { cardId: template.id, template: true }), 'not-found');
    const notTemplate = await expectCode(
      createCardFromTemplate(member.client, { templateId: template.id, listId: todo }),
      'validation',
    );
    expect(notTemplate.message).toMatch(/not a template/);
    await setCardTemplate(member.client, { cardId: template.id, template: true });
    await expectCode(
      createCardFromTemplate(viewer.client, { templateId: template.id, listId: todo }),
      'forbidden',
    );
    await expectCode(
      createCardFromTemplate(member.client, { templateId: template.id, listId: otherList }),
      'validation',
    );
    await expectCode(
      createCardFromTemplate(member.client, { templateId: MISSING_ID, listId: todo }),
      'not-found',
    );
    expect(await listCardTemplates(outsider.client, boardId)).toEqual([]);
    await expectNoRequestValidation(member, () =>
      setCardTemplate(member.client, { cardId: SQL_LOOKING, template: true }),
    );
    await expectNoRequestValidation(member, () =>
      createCardFromTemplate(member.client, {
        templateId: template.id,
        listId: todo,
        title: 'x'.repeat(201),
      }),
    );
    await expectNoRequestValidation(member, () => listCardTemplates(member.client, SQL_LOOKING));
  });
});
