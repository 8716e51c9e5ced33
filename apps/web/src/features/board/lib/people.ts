import type { BoardMember } from '@teamboard/sdk';
import type { AvatarPerson } from '@teamboard/ui';

/**
 * The board's people as avatars, keyed by user id: everyone who can open the board (guests
 * included, nobody else of the workspace). A hidden name still gets one to show, `formerMember`.
 */
export function peopleOf(
  members: readonly Pick<BoardMember, 'userId' | 'displayName' | 'avatarUrl'>[],
  formerMember: string,
): Map<string, AvatarPerson> {
  return new Map(
    members.map((member) => [
      member.userId,
      { id: member.userId, name: member.displayName || formerMember, avatarUrl: member.avatarUrl },
    ]),
  );
}
