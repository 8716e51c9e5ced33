import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptInvitation,
  isTeamboardError,
  previewInvitation,
  type InvitationPreview,
} from '@teamboard/sdk';
import { Button, formatShortDate, InlineAlert, Spinner } from '@teamboard/ui';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { AuthLayout, SessionPending, useSession, signInPath, signUpPath } from '@/features/auth';
import { useInvitationPreview } from '../hooks/use-invitation-preview';
import { invitationProblem, invitationProblemOfStatus } from '../lib/invitation-problem';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { Message, useT } from '@/shared/i18n';

/**
 * `/invite/:token`: a signed-out visitor signs in or up first and comes back
 * here (`next`); a signed-in one joins at once and lands in the workspace (a guest: on their board).
 */
export function AcceptInvitationPage() {
  const { t } = useT();
  useDocumentTitle(t('invitations.documentTitle'));
  const { token = '' } = useParams();
  const { state, signOut } = useSession();
  const here = `/invite/${encodeURIComponent(token)}`;

  if (state.status === 'loading') return <SessionPending />;
  if (state.status === 'signed-in' && state.recovering) return <Navigate to="/reset-password" replace />;
  if (state.status === 'signed-out') return <SignedOutInvitation token={token} here={here} />;
  return <Accept token={token} email={state.session.user.email} onSwitchAccount={() => signOut()} />;
}

/**
 * A signed-out visitor learns from the link itself which workspace and who
 * invited, and signs in or up with the invited address already filled in.
 * Should the preview fail, the page still offers both, without the names.
 */
function SignedOutInvitation({ token, here }: { token: string; here: string }) {
  const { t, locale } = useT();
  const preview = useInvitationPreview(token);
  if (preview.isPending) {
    return (
      <AuthLayout title={t('invitations.opening')}>
        <Spinner label={t('invitations.reading')} />
      </AuthLayout>
    );
  }
  // An empty or over-long token is refused before any request: not an invitation link.
  const data: InvitationPreview | undefined = preview.isError
    ? isTeamboardError(preview.error) && preview.error.code === 'validation'
      ? { status: 'not_found' }
      : undefined
    : preview.data;
  if (data !== undefined && data.status !== 'pending') {
    const problem = invitationProblemOfStatus(t, data.status);
    return (
      <AuthLayout title={problem.title} footer={<Link to={signInPath()}>{t('auth.signIn.submit')}</Link>}>
        <InlineAlert tone="danger">
          <p>{problem.kind === 'not-found' ? problem.message : t('invitations.askForNew')}</p>
        </InlineAlert>
      </AuthLayout>
    );
  }
  const email = data?.email;
  return (
    <AuthLayout
      title={t('invitations.invited.title')}
      intro={data === undefined ? t('invitations.invited.intro') : undefined}
    >
      {data !== undefined ? (
        <>
          <p>
            {data.board_name !== null ? (
              <Message
                id="invitations.invited.toBoard"
                values={{
                  inviter: data.inviter_name ?? t('invitations.invited.someAdmin'),
                  board: data.board_name,
                  workspace: data.workspace_name,
                  role: data.board_role ?? 'viewer',
                }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            ) : (
              <Message
                id="invitations.invited.by"
                values={{
                  inviter: data.inviter_name ?? t('invitations.invited.someAdmin'),
                  workspace: data.workspace_name,
                  role: data.role,
                }}
                components={{ 0: <strong />, 1: <strong /> }}
              />
            )}
          </p>
          <p>
            <Message
              id="invitations.invited.sentTo"
              values={{
                email: data.email,
                date: formatShortDate(new Date(data.expires_at), new Date(), locale),
              }}
              components={{ 0: <strong /> }}
            />
          </p>
        </>
      ) : null}
      <div className="auth-form__actions">
        <Link to={signInPath(here, email)}>{t('invitations.acceptSignIn')}</Link>
        <Link to={signUpPath(here, email)}>{t('auth.signIn.createAccount')}</Link>
      </div>
    </AuthLayout>
  );
}

function Accept({
  token,
  email,
  onSwitchAccount,
}: {
  token: string;
  email?: string | undefined;
  onSwitchAccount: () => Promise<void>;
}) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useT();
  const accept = useMutation({
    mutationFn: async () => {
      // A guest invitation opens one board, and a guest cannot open the workspace: read where it
      // leads before the link is used up (a failed preview still lets the acceptance speak).
      const preview = await previewInvitation(client, token).catch(() => undefined);
      const workspace = await acceptInvitation(client, token);
      const boardId = preview?.status === 'pending' ? preview.board_id : null;
      return boardId === null ? `/w/${workspace.slug}` : `/w/${workspace.slug}/b/${boardId}`;
    },
    onSuccess: async (destination) => {
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      await navigate(destination, { replace: true });
    },
  });
  // The link is a one-time capability: send it once, even when React re-runs effects.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    accept.mutate();
  }, [accept]);

  if (!accept.isError) {
    return (
      <AuthLayout title={t('invitations.joining')}>
        <Spinner label={t('invitations.accepting')} />
      </AuthLayout>
    );
  }
  const problem = invitationProblem(t, accept.error);
  return (
    <AuthLayout title={problem.title} footer={<Link to="/workspaces">{t('shell.goToWorkspaces')}</Link>}>
      <InlineAlert tone="danger">
        {/* The title already says what is wrong; what helps is how it happens. */}
        <p>{problem.message}</p>
      </InlineAlert>
      {problem.kind === 'wrong-email' ? (
        <>
          <p>
            <Message
              id="invitations.wrongEmail"
              values={{ email: email ?? '' }}
              components={{ 0: <strong /> }}
            />
          </p>
          <Button variant="secondary" onClick={() => void onSwitchAccount()}>
            {t('invitations.switchAccount')}
          </Button>
        </>
      ) : null}
      {problem.kind === 'expired' || problem.kind === 'revoked' || problem.kind === 'used' ? (
        <p>{t('invitations.askForNew')}</p>
      ) : null}
      {problem.kind === 'other' ? (
        <Button onClick={() => accept.mutate()} loading={accept.isPending}>
          {t('ui.error.tryAgain')}
        </Button>
      ) : null}
    </AuthLayout>
  );
}
