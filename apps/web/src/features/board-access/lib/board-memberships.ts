import type { WorkspaceBoardMembership } from '@teamboard/sdk';
import type { MemberBoardEntry } from '@teamboard/ui';

/** A person with the boards they were added to, as workspace settings list them. */
export interface PersonBoards {
  userId: string;
  name: string;
  avatarUrl: string | null;
  isGuest: boolean;
  boards: MemberBoardEntry[];
}

/**
 * One entry per person, in the server's order (members, then guests, by name), each with their
 * boards in the server's order too.
 */
export function boardsByPerson(memberships: readonly WorkspaceBoardMembership[]): Map<string, PersonBoards> {
  const people = new Map<string, PersonBoards>();
  for (const m of memberships) {
    let person = people.get(m.userId);
    if (person === undefined) {
      person = {
        userId: m.userId,
        name: m.displayName,
        avatarUrl: m.avatarUrl,
        isGuest: m.isGuest,
        boards: [],
      };
      people.set(m.userId, person);
    }
    person.boards.push({
      id: m.boardId,
      name: m.boardName,
      role: m.role,
      isPrivate: m.boardVisibility === 'private',
    });
  }
  return people;
}
