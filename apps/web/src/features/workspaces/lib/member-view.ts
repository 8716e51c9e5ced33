import { getAvatarUrl, type Member, type TeamboardClient } from '@teamboard/sdk';
import type { Translate } from '@/shared/i18n';

export interface MemberView {
  userId: string;
  name: string;
  avatarUrl: string | null;
  role: Member['role'];
}

/** A member as rows and avatars show them; a profile hidden or gone still gets a name, in the active language. */
export function memberView(client: TeamboardClient, member: Member, t: Translate): MemberView {
  return {
    userId: member.user_id,
    name: member.profile?.display_name?.trim() || t('workspaces.members.unnamed'),
    avatarUrl: getAvatarUrl(client, member.profile?.avatar_path),
    role: member.role,
  };
}
