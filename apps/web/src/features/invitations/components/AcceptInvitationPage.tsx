import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvitation, isTeamboardError, type InvitationPreview } from '@teamboard/sdk';
import { Button, formatShortDate, InlineAlert, roleLabels, Spinner } from '@teamboard/ui';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { AuthLayout, SessionPending, useSession, signInPath, signUpPath } from '@/features/auth';
import { useInvitationPreview } from '../hooks/use-invitation-preview';
import { invitationProblem, invitationProblemOfStatus } from '../lib/invitation-problem';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';
import { useT } from '@/shared/i18n';

/**
 * `/invite/:token`: a signed-out visitor signs in or up first and comes back
 * here (`next`); a signed-in one joins at once and lands in the workspace.
 */
export function AcceptInvitationPage() {
  useDocumentTitle('Invitation');
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
  const { t } = useT();
  const preview = useInvitationPreview(token);
  if (preview.isPending) {
    return (
      <AuthLayout title="Opening the invitation…">
        <Spinner label="Reading the invitation" />
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
    const problem = invitationProblemOfStatus(data.status);
    return (
      <AuthLayout title={problem.title} footer={<Link to={signInPath()}>Sign in</Link>}>
        <InlineAlert tone="danger">
          <p>
            {problem.kind === 'not-found'
              ? 'Open the link exactly as it came in the email, or ask for a new invitation.'
              : 'Ask an owner or admin of the workspace to send you a new invitation.'}
          </p>
        </InlineAlert>
      </AuthLayout>
    );
  }
  const email = data?.email;
  return (
    <AuthLayout
      title="You have been invited"
      intro={
        data === undefined
          ? 'Sign in, or create an account with the address the invitation was sent to, to join the workspace.'
          : undefined
      }
    >
      {data !== undefined ? (
        <>
          <p>
            <strong>{data.inviter_name ?? 'A workspace admin'}</strong> invited you to join{' '}
            <strong>{data.workspace_name}</strong> as {t(roleLabels[data.role]).toLowerCase()}.
          </p>
          <p>
            The invitation was sent to <strong>{data.email}</strong> and is valid until{' '}
            {formatShortDate(new Date(data.expires_at), new Date())}. Sign in, or create an account, with
            that address to join.
          </p>
        </>
      ) : null}
      <div className="auth-form__actions">
        <Link to={signInPath(here, email)}>Sign in to accept</Link>
        <Link to={signUpPath(here, email)}>Create an account</Link>
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
  const accept = useMutation({
    mutationFn: () => acceptInvitation(client, token),
    onSuccess: async (workspace) => {
      await queryClient.invalidateQueries({ queryKey: ['workspaces'] });
      await navigate(`/w/${workspace.slug}`, { replace: true });
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
      <AuthLayout title="Joining the workspace…">
        <Spinner label="Accepting the invitation" />
      </AuthLayout>
    );
  }
  const problem = invitationProblem(accept.error);
  return (
    <AuthLayout title={problem.title} footer={<Link to="/workspaces">Go to your workspaces</Link>}>
      <InlineAlert tone="danger">
        {/* The title already says "not valid"; what helps is how it happens. */}
        <p>
          {problem.kind === 'not-found'
            ? 'Open the link exactly as it came in the email, or ask for a new invitation.'
            : problem.message}
        </p>
      </InlineAlert>
      {problem.kind === 'wrong-email' ? (
        <>
          <p>
            You are signed in as <strong>{email}</strong>. Sign in with the invited address to accept it.
          </p>
          <Button variant="secondary" onClick={() => void onSwitchAccount()}>
            Sign out and use another account
          </Button>
        </>
      ) : null}
      {problem.kind === 'expired' || problem.kind === 'revoked' || problem.kind === 'used' ? (
        <p>Ask an owner or admin of the workspace to send you a new invitation.</p>
      ) : null}
      {problem.kind === 'other' ? (
        <Button onClick={() => accept.mutate()} loading={accept.isPending}>
          Try again
        </Button>
      ) : null}
    </AuthLayout>
  );
}
