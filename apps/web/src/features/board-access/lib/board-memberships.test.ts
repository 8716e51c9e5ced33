import type { WorkspaceBoardMembership } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { boardsByPerson } from './board-memberships';

const row = (
  userId: string,
  boardId: string,
  extra: Partial<WorkspaceBoardMembership> = {},
): WorkspaceBoardMembership => ({
  userId,
  displayName: userId.toUpperCase(),
  avatarUrl: null,
  isGuest: false,
  boardId,
  boardName: `Board ${boardId}`,
  boardVisibility: 'workspace',
  role: 'editor',
  ...extra,
});

describe('boardsByPerson', () => {
  it('groups memberships per person, keeping the order people and boards came in', () => {
    const people = boardsByPerson([
      row('ada', 'b1', { boardVisibility: 'private', role: 'admin' }),
      row('ada', 'b2'),
      row('grace', 'b1', { role: 'viewer' }),
      row('claude', 'b2', { isGuest: true, role: 'commenter' }),
    ]);
    expect([...people.keys()]).toEqual(['ada', 'grace', 'claude']);
    expect(people.get('ada')?.boards).toEqual([
      { id: 'b1', name: 'Board b1', role: 'admin', isPrivate: true },
      { id: 'b2', name: 'Board b2', role: 'editor', isPrivate: false },
    ]);
    expect(people.get('claude')).toMatchObject({ isGuest: true, name: 'CLAUDE' });
  });

  it('has nobody for no memberships', () => {
    expect(boardsByPerson([]).size).toBe(0);
  });
});
