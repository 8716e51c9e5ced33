import type { MyWorkspace } from '@teamboard/sdk';
import { Button, Dialog, MemberBoards, MemberRow } from '@teamboard/ui';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useBoardsByPerson } from '@/features/board-access';
import { useSignedInSession } from '@/features/auth';
import { MembersLoadState, memberView, type MemberView } from '@/features/workspaces';
import { useMembers } from '@/shared/hooks/use-workspace-members';
import { assignableRoles, canRemove } from '@/shared/lib/permissions';
import { useMemberMutations } from '../hooks/use-member-mutations';
import { useT } from '@/shared/i18n';
import { TwoFactorResetDialog } from './TwoFactorResetDialog';

/**
 * Members and their roles. Each row offers only what the viewer's role
 * allows (§6); the database has the last word, e.g. protecting the last
 * owner, and its message is shown as it is.
 */
export function MembersSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const { user } = useSignedInSession();
  const members = useMembers(workspace.id);
  const boards = useBoardsByPerson(workspace.id);
  const { changeRole, remove } = useMemberMutations(workspace.id);
  const [removing, setRemoving] = useState<MemberView>();
  const [resetting, setResetting] = useState<MemberView>();

  const busyId = changeRole.isPending
    ? changeRole.variables.userId
    : remove.isPending
      ? remove.variables.userId
      : undefined;

  return (
    <section className="app-section" aria-labelledby="settings-members">
      <h2 id="settings-members">{t('workspaces.members.heading')}</h2>
      {members.isSuccess ? (
        <ul className="app-list" aria-label={t('workspaces.members.heading')}>
          {members.data.map((member) => {
            const view = memberView(client, member, t);
            const isYou = view.userId === user.id;
            const roles = assignableRoles(workspace.role, view.role);
            return (
              <MemberRow
                key={view.userId}
                data-testid={`member-${view.userId}`}
                userId={view.userId}
                name={view.name}
                avatarUrl={view.avatarUrl}
                role={view.role}
                isYou={isYou}
                assignableRoles={roles}
                onRoleChange={
                  roles.length > 0
                    ? (role) => changeRole.mutate({ userId: view.userId, role, name: view.name })
                    : undefined
                }
                onRemove={
                  !isYou && canRemove(workspace.role, view.role) ? () => setRemoving(view) : undefined
                }
                busy={busyId === view.userId}
                details={
                  <MemberBoards personName={view.name} boards={boards.data?.get(view.userId)?.boards ?? []} />
                }
                actions={
                  // Owners only (the function decides too); your own factor is removed in /account.
                  workspace.role === 'owner' && !isYou ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t('twoFactorReset.actionFor', { name: view.name })}
                      onClick={() => setResetting(view)}
                    >
                      {t('twoFactorReset.action')}
                    </Button>
                  ) : undefined
                }
              />
            );
          })}
        </ul>
      ) : (
        <MembersLoadState members={members} />
      )}
      <Dialog
        size="sm"
        title={
          removing
            ? t('settings.members.remove.title', { name: removing.name })
            : t('settings.members.remove.titleUnknown')
        }
        description={t('settings.members.remove.description')}
        open={removing !== undefined}
        onOpenChange={(open) => {
          if (!open) setRemoving(undefined);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(undefined)}>
              {t('action.cancel')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (removing === undefined) return;
                remove.mutate(
                  { userId: removing.userId, name: removing.name },
                  { onSettled: () => setRemoving(undefined) },
                );
              }}
            >
              {t('settings.members.remove.confirm')}
            </Button>
          </>
        }
      />
      <TwoFactorResetDialog
        workspaceId={workspace.id}
        member={resetting}
        onClose={() => setResetting(undefined)}
      />
    </section>
  );
}
