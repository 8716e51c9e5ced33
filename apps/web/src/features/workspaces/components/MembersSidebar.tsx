import { Avatar, Badge, roleLabels } from '@teamboard/ui';
import { Link } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useSignedInSession } from '@/features/auth';
import { useMembers } from '@/shared/hooks/use-workspace-members';
import { memberView } from '../lib/member-view';
import { MembersLoadState } from './MembersLoadState';
import { useT } from '@/shared/i18n';

export interface MembersSidebarProps {
  workspaceId: string;
  slug: string;
}

/**
 * Who is in the workspace and with which role; changes happen in settings.
 * A compact list rather than MemberRow, whose role column leaves no room for names in a sidebar.
 */
export function MembersSidebar({ workspaceId, slug }: MembersSidebarProps) {
  const { t } = useT();
  const client = useTeamboardClient();
  const { user } = useSignedInSession();
  const members = useMembers(workspaceId);

  return (
    <aside className="members-sidebar app-section" aria-labelledby="members-heading">
      <h2 id="members-heading">
        {members.data
          ? t('workspaces.members.headingCount', { count: members.data.length })
          : t('workspaces.members.heading')}
      </h2>
      {members.isSuccess ? (
        <ul className="members-sidebar__list" aria-label={t('workspaces.members.heading')}>
          {members.data.map((member) => {
            const view = memberView(client, member, t);
            return (
              <li key={view.userId} className="members-sidebar__item">
                <Avatar name={view.name} src={view.avatarUrl} colorKey={view.userId} size="sm" decorative />
                <span className="members-sidebar__name">
                  {view.name}
                  {view.userId === user.id ? (
                    <span className="members-sidebar__you"> {t('ui.member.you')}</span>
                  ) : null}
                </span>
                <Badge tone={view.role === 'owner' ? 'accent' : 'neutral'}>{t(roleLabels[view.role])}</Badge>
              </li>
            );
          })}
        </ul>
      ) : (
        <MembersLoadState members={members} />
      )}
      <Link to={`/w/${slug}/settings`}>{t('workspaces.members.settingsLink')}</Link>
    </aside>
  );
}
