import { describe, expect, it } from 'vitest';
import { signInWithPasswordInput, signUpInput, updatePasswordInput } from './auth';
import {
  createBoardInput,
  createListInput,
  moveListInput,
  updateBoardInput,
  updateListInput,
} from './boards';
import {
  createCardInput,
  createLabelInput,
  moveCardInput,
  updateCardInput,
  updateChecklistItemInput,
} from './cards';
import {
  acceptInvitationInput,
  changeMemberRoleInput,
  createWorkspaceInput,
  inviteMemberInput,
  updateWorkspaceInput,
} from './workspaces';

const id = () => crypto.randomUUID();

describe('auth inputs', () => {
  it('cleans a sign-up', () => {
    expect(
      signUpInput.parse({ email: ' Ada@Example.com', password: 'lovelace1', displayName: ' Ada ' }),
    ).toEqual({
      email: 'ada@example.com',
      password: 'lovelace1',
      displayName: 'Ada',
    });
  });

  it('does not apply the new-password policy at sign-in', () => {
    expect(signInWithPasswordInput.safeParse({ email: 'a@example.com', password: 'short' }).success).toBe(
      true,
    );
  });

  it('applies it to a new password', () => {
    expect(updatePasswordInput.safeParse({ password: 'short' }).success).toBe(false);
  });
});

describe('workspace inputs', () => {
  it('creates with a name and slug', () => {
    expect(createWorkspaceInput.parse({ name: ' Acme ', slug: 'acme' })).toEqual({
      name: 'Acme',
      slug: 'acme',
    });
  });

  it('refuses an update that changes nothing', () => {
    const result = updateWorkspaceInput.safeParse({ workspaceId: id() });
    expect(result.error?.issues[0]?.message).toBe('Nothing to update.');
  });

  it('never invites an owner', () => {
    expect(
      inviteMemberInput.safeParse({ workspaceId: id(), email: 'a@example.com', role: 'owner' }).success,
    ).toBe(false);
    expect(
      inviteMemberInput.safeParse({ workspaceId: id(), email: 'a@example.com', role: 'viewer' }).success,
    ).toBe(true);
  });

  it('lets an owner promote to owner', () => {
    expect(changeMemberRoleInput.safeParse({ workspaceId: id(), userId: id(), role: 'owner' }).success).toBe(
      true,
    );
  });

  it('needs a token to accept', () => {
    expect(acceptInvitationInput.safeParse({ token: '  ' }).success).toBe(false);
  });
});

describe('board and list inputs', () => {
  it('takes an optional description', () => {
    expect(createBoardInput.parse({ workspaceId: id(), name: 'Roadmap' })).not.toHaveProperty('description');
  });

  it('refuses an empty board update', () => {
    expect(updateBoardInput.safeParse({ boardId: id() }).success).toBe(false);
  });

  it('clears a WIP limit with null', () => {
    const listId = id();
    expect(updateListInput.parse({ listId, wipLimit: null })).toEqual({ listId, wipLimit: null });
    expect(createListInput.safeParse({ boardId: id(), name: 'Doing', wipLimit: 0 }).success).toBe(false);
  });

  it('moves a list to either end', () => {
    expect(moveListInput.safeParse({ listId: id(), beforeId: null, afterId: id() }).success).toBe(true);
  });
});

describe('card inputs', () => {
  it('creates with a title', () => {
    expect(createCardInput.safeParse({ listId: id(), title: '  ' }).success).toBe(false);
    expect(createCardInput.safeParse({ listId: id(), title: 'Ship it', dueAt: null }).success).toBe(true);
  });

  it('carries the version the user saw', () => {
    const cardId = id();
    expect(updateCardInput.parse({ cardId, expectedVersion: 3, title: ' New ' })).toEqual({
      cardId,
      expectedVersion: 3,
      title: 'New',
    });
    expect(updateCardInput.safeParse({ cardId, title: 'New' }).error?.issues[0]?.path).toEqual([
      'expectedVersion',
    ]);
  });

  it('refuses an update with only the version', () => {
    expect(updateCardInput.safeParse({ cardId: id(), expectedVersion: 1 }).error?.issues[0]?.message).toBe(
      'Nothing to update.',
    );
  });

  it('moves a card into a list', () => {
    expect(moveCardInput.safeParse({ cardId: id(), listId: id() }).success).toBe(true);
    expect(moveCardInput.safeParse({ cardId: id(), listId: 'x' }).success).toBe(false);
  });

  it('creates labels from the palette', () => {
    expect(createLabelInput.safeParse({ boardId: id(), name: 'Bug', color: 'red' }).success).toBe(true);
    expect(createLabelInput.safeParse({ boardId: id(), name: 'Bug', color: '#f00' }).success).toBe(false);
  });

  it('ticks a checklist item', () => {
    expect(updateChecklistItemInput.safeParse({ itemId: id(), done: true }).success).toBe(true);
  });
});
