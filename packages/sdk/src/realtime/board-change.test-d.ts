import { describe, expectTypeOf, it } from 'vitest';
import type { Attachment } from '../attachments/types';
import type { Tables } from '../database.types';
import type { BoardChange, BoardTable } from './types';

describe('BoardChange', () => {
  it('narrows the row to the table', () => {
    const change = {} as BoardChange;
    if (change.table === 'cards' && change.type === 'UPDATE') {
      expectTypeOf(change.row).toEqualTypeOf<Tables<'cards'>>();
      expectTypeOf(change.old).toEqualTypeOf<Partial<Tables<'cards'>>>();
    }
    if (change.table === 'comments' && change.type === 'INSERT') {
      expectTypeOf(change.row).toEqualTypeOf<Tables<'comments'>>();
      expectTypeOf(change.old).toBeNull();
    }
    if (change.type === 'DELETE') expectTypeOf(change.row).toBeNull();
  });

  it('covers exactly the tables of the realtime publication', () => {
    expectTypeOf<BoardTable>().toEqualTypeOf<
      | 'boards'
      | 'lists'
      | 'cards'
      | 'card_assignees'
      | 'labels'
      | 'card_labels'
      | 'checklists'
      | 'checklist_items'
      | 'comments'
      | 'comment_reactions'
      | 'attachments'
      | 'custom_fields'
      | 'custom_field_options'
      | 'card_field_values'
      | 'saved_views'
      | 'card_recurrences'
    >();
  });

  it('types attachments from the generated schema', () => {
    expectTypeOf<Attachment>().toEqualTypeOf<Tables<'attachments'>>();
  });
});
