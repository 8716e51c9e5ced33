import { describe, expectTypeOf, it } from 'vitest';
import type { WorkspaceRole } from '../constants';
import type { Tables } from '../database.types';
import type { UpdateWorkspaceInput } from '../schemas/workspaces';
import type { createWorkspace } from './create-workspace';
import type { MyWorkspace, Workspace } from './types';

describe('workspace types', () => {
  it('Workspace is the generated row', () => {
    expectTypeOf<Workspace>().toEqualTypeOf<Tables<'workspaces'>>();
    expectTypeOf<Workspace['slug']>().toEqualTypeOf<string>();
    expectTypeOf<Workspace['created_by']>().toEqualTypeOf<string | null>();
  });

  it('MyWorkspace adds exactly the caller role', () => {
    expectTypeOf<MyWorkspace['role']>().toEqualTypeOf<WorkspaceRole>();
    expectTypeOf<Omit<MyWorkspace, 'role'>>().toEqualTypeOf<Omit<Workspace, never>>();
  });

  it('createWorkspace takes a name and a slug', () => {
    expectTypeOf<Parameters<typeof createWorkspace>[1]>().toEqualTypeOf<{ name: string; slug: string }>();
    expectTypeOf<ReturnType<typeof createWorkspace>>().toEqualTypeOf<Promise<MyWorkspace>>();
  });

  it('updateWorkspace needs the id and optional fields', () => {
    expectTypeOf<UpdateWorkspaceInput>().toEqualTypeOf<{
      workspaceId: string;
      name?: string | undefined;
      slug?: string | undefined;
      requireTwoFactor?: boolean | undefined;
    }>();
  });
});
