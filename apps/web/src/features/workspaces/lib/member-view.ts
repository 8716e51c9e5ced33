import { getAvatarUrl, type Member, type TeamboardClient } from '@teamboard/sdk';

export interface MemberView {
  userId: string;
  name: string;
  avatarUrl: string | null;
  role: Member['role'];
}

/** A member as rows and avatars show them; a profile hidden or gone still gets a name. */
export function memberView(client: TeamboardClient, member: Member): MemberView {
  return {
    userId: member.user_id,
    name: member.profile?.display_name?.trim() || 'Unnamed member',
    avatarUrl: getAvatarUrl(client, member.profile?.avatar_path),
    role: member.role,
  };
}
