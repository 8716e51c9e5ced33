import { describe, expectTypeOf, it } from 'vitest';
import type { TeamboardErrorCode } from '../errors/codes';
import type { Tables } from '../database.types';
import type { TeamboardClient } from '../client';
import { exportBoard } from '../exports/export-board';
import type { BoardExport } from '../exports/types';
import type { Label } from '../labels/types';
import type { LabelColor } from '../constants';
import type { UpdateCardInput } from '../schemas/cards';
import type { CustomFieldValue } from '../schemas/custom-fields';
import type { CardConflictError } from './card-conflict-error';
import type { Card, CardSummary } from './types';

describe('card types', () => {
  it('Card is the generated row, CardSummary adds exactly the board-face fields', () => {
    expectTypeOf<Card>().toEqualTypeOf<Tables<'cards'>>();
    expectTypeOf<Card['version']>().toEqualTypeOf<number>();
    expectTypeOf<Omit<CardSummary, keyof Card>>().toEqualTypeOf<{
      readonly assignee_ids: readonly string[];
      readonly label_ids: readonly string[];
      readonly comment_count: number;
      readonly attachment_count: number;
      readonly checklist_done: number;
      readonly checklist_total: number;
      readonly field_values: Readonly<Record<string, CustomFieldValue>>;
    }>();
  });

  it('updateCard requires the version and takes only known fields', () => {
    expectTypeOf<UpdateCardInput>().toEqualTypeOf<{
      cardId: string;
      expectedVersion: number;
      title?: string | undefined;
      description?: string | undefined;
      startAt?: string | null | undefined;
      dueAt?: string | null | undefined;
      completed?: boolean | undefined;
    }>();
  });

  it('a conflict carries the newer card and a catalogue code', () => {
    expectTypeOf<CardConflictError['latest']>().toEqualTypeOf<Card>();
    expectTypeOf<CardConflictError['code']>().toEqualTypeOf<TeamboardErrorCode>();
  });

  it('labels are narrowed to the palette', () => {
    expectTypeOf<Label['color']>().toEqualTypeOf<LabelColor>();
  });

  it('exportBoard returns JSON or text by format', () => {
    const client = {} as TeamboardClient;
    expectTypeOf(exportBoard(client, 'id', 'json')).toEqualTypeOf<Promise<BoardExport>>();
    expectTypeOf(exportBoard(client, 'id', 'csv')).toEqualTypeOf<Promise<string>>();
  });
});
