import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { LabelColor, WorkspaceRole } from '../constants';
import type { SignUpInput } from './auth';
import type { CreateListInput } from './boards';
import type { CreateLabelInput, MoveCardInput, UpdateCardInput } from './cards';
import type { AvatarFile } from './files';
import type { CreateWorkspaceInput, InviteMemberInput, changeMemberRoleInput } from './workspaces';

describe('schema output types', () => {
  it('are exact for creates', () => {
    expectTypeOf<CreateWorkspaceInput>().toEqualTypeOf<{ name: string; slug: string }>();
    expectTypeOf<SignUpInput>().toEqualTypeOf<{ email: string; password: string; displayName: string }>();
    expectTypeOf<CreateListInput>().toEqualTypeOf<{
      boardId: string;
      name: string;
      wipLimit?: number | null | undefined;
    }>();
  });

  it('carry the expected version on card updates', () => {
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

  it('narrow enums to their literals', () => {
    expectTypeOf<CreateLabelInput['color']>().toEqualTypeOf<LabelColor>();
    expectTypeOf<InviteMemberInput['role']>().toEqualTypeOf<'admin' | 'member' | 'viewer'>();
    expectTypeOf<z.output<typeof changeMemberRoleInput>['role']>().toEqualTypeOf<WorkspaceRole>();
    expectTypeOf<AvatarFile['mimeType']>().toEqualTypeOf<'image/png' | 'image/jpeg' | 'image/webp'>();
  });

  it('make move neighbours optional and nullable', () => {
    expectTypeOf<MoveCardInput['beforeId']>().toEqualTypeOf<string | null | undefined>();
  });
});
