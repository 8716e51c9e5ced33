import { Link } from 'react-router';
import { can } from '@/shared/lib/permissions';
import { WorkspaceGuestsSection } from '@/features/board-access';
import { useCurrentWorkspace } from '@/features/workspaces';
import { BackupSection } from './BackupSection';
import { DangerZone } from './DangerZone';
import { GeneralSection } from './GeneralSection';
import { InvitationsSection } from './InvitationsSection';
import { MembersSection } from './MembersSection';
import { SignInRulesSection } from './SignInRulesSection';
import { TwoFactorRequirementSection } from './TwoFactorRequirementSection';
import { ApiTokensSection } from './ApiTokensSection';
import { WebhooksSection } from './WebhooksSection';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/**
 * `/w/:slug/settings`: every section shows only the controls the user's role
 * may use, and follows changes made elsewhere live (WorkspaceGate keeps the
 * workspace's queries fresh).
 */
export function WorkspaceSettingsPage() {
  const { t } = useT();
  const workspace = useCurrentWorkspace();
  useDocumentTitle(t('workspaces.settings'), workspace.name);
  return (
    <main className="app-screen app-screen--narrow">
      <header className="app-screen__header">
        <h1>{t('workspaces.settings')}</h1>
        <Link to={`/w/${workspace.slug}`}>{t('settings.back', { name: workspace.name })}</Link>
      </header>
      {/* Keyed by slug: after a rename the form starts from the saved values. */}
      <GeneralSection key={workspace.slug} workspace={workspace} />
      <TwoFactorRequirementSection workspace={workspace} />
      <SignInRulesSection workspace={workspace} />
      <MembersSection workspace={workspace} />
      <WorkspaceGuestsSection workspaceId={workspace.id} />
      {can.manage(workspace.role) ? <InvitationsSection workspace={workspace} /> : null}
      {can.manage(workspace.role) ? <WebhooksSection workspace={workspace} /> : null}
      <BackupSection workspace={workspace} />
      <ApiTokensSection workspace={workspace} />
      <DangerZone workspace={workspace} />
    </main>
  );
}
