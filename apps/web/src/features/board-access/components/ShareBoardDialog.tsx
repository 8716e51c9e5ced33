import { getAvatarUrl, type BoardVisibility } from '@teamboard/sdk';
import { BoardMembersDialog, type BoardMemberCandidate, type BoardMemberEntry } from '@teamboard/ui';
import { useMemo, useState } from 'react';
import { useMembers } from '@/shared/hooks/use-workspace-members';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useBoardAccessMutations, useBoardMembers } from '../hooks/use-board-access';

export interface ShareBoardDialogProps {
  boardId: string;
  boardName: string;
  visibility: BoardVisibility;
  workspaceId: string;
  userId: string;
  /** Board admins and workspace owners change things; everyone else reads. */
  canManage: boolean;
  onClose: () => void;
}

/** The board's Share window over the SDK: visibility, people and their roles, adding and inviting. */
export function ShareBoardDialog({
  boardId,
  boardName,
  visibility,
  workspaceId,
  userId,
  canManage,
  onClose,
}: ShareBoardDialogProps) {
  const client = useTeamboardClient();
  const { t } = useT();
  const people = useBoardMembers(boardId);
  // Only managers pick from the workspace (guests may not list it at all).
  const workspaceMembers = useMembers(workspaceId, canManage);
  const access = useBoardAccessMutations(boardId);
  const [invitedEmail, setInvitedEmail] = useState<string>();

  const members = useMemo<BoardMemberEntry[]>(
    () =>
      (people.data ?? []).map((member) => ({
        userId: member.userId,
        name: member.displayName || t('board.formerMember'),
        email: member.email,
        avatarUrl: member.avatarUrl,
        role: member.role,
        access: member.access,
        isGuest: member.isGuest,
      })),
    [people.data, t],
  );
  const candidates = useMemo<BoardMemberCandidate[]>(() => {
    const onBoard = new Set(members.map((member) => member.userId));
    return (workspaceMembers.data ?? [])
      .filter((member) => !onBoard.has(member.user_id))
      .map((member) => ({
        userId: member.user_id,
        name: member.profile?.display_name || t('board.formerMember'),
        avatarUrl: member.profile?.avatar_path ? getAvatarUrl(client, member.profile.avatar_path) : null,
      }));
  }, [client, members, workspaceMembers.data, t]);

  const failure = access.error ?? people.error;
  return (
    <BoardMembersDialog
      open
      onOpenChange={(open) => !open && onClose()}
      boardName={boardName}
      visibility={visibility}
      members={members}
      candidates={candidates}
      currentUserId={userId}
      canManage={canManage}
      loading={people.isPending}
      busy={access.busy}
      error={failure ? errorMessage(failure) : undefined}
      invitedEmail={invitedEmail}
      onVisibilityChange={(next) => {
        access.reset();
        access.visibility.mutate(next);
      }}
      onRoleChange={(memberId, role) => {
        access.reset();
        access.role.mutate({ userId: memberId, role });
      }}
      onRemove={(memberId) => {
        access.reset();
        access.remove.mutate(memberId);
      }}
      onAdd={(memberId, role) => {
        access.reset();
        return access.add.mutateAsync({ userId: memberId, role });
      }}
      onInviteGuest={async (email, role) => {
        access.reset();
        setInvitedEmail(undefined);
        await access.invite.mutateAsync({ email, role });
        setInvitedEmail(email);
      }}
    />
  );
}
