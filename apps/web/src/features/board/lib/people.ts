import type { AvatarPerson } from '@teamboard/ui';

/** The fields of a member this module reads (the SDK's `Member`). */
export interface MemberLike {
  user_id: string;
  profile: { display_name: string; avatar_path: string | null } | null;
}

/** Members as avatars, keyed by user id; a hidden profile still gets a name to show, `formerMember`. */
export function peopleOf(
  members: readonly MemberLike[],
  avatarUrl: (path: string) => string | null,
  formerMember: string,
): Map<string, AvatarPerson> {
  return new Map(
    members.map((member) => [
      member.user_id,
      {
        id: member.user_id,
        name: member.profile?.display_name || formerMember,
        avatarUrl: member.profile?.avatar_path ? avatarUrl(member.profile.avatar_path) : null,
      },
    ]),
  );
}
