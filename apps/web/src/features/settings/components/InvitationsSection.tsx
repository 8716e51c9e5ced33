import {
  INVITABLE_ROLES,
  inviteMemberInput,
  isTeamboardError,
  validate,
  type InvitableRole,
  type MyWorkspace,
} from '@teamboard/sdk';
import {
  Button,
  EmptyState,
  ErrorState,
  InlineAlert,
  InvitationRow,
  roleLabels,
  Select,
  Skeleton,
  TextField,
} from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/shared/lib/error-message';
import { checkForm, fieldErrorsOf, type FieldErrors } from '@/shared/lib/form-errors';
import { useInvitations } from '@/features/workspaces';
import { useInvitationMutations } from '../hooks/use-invitation-mutations';
import { useT } from '@/shared/i18n';

type Field = 'email' | 'role';

/** Owners and admins invite by email (the `invite-member` function mails the link) and revoke pending invitations. */
export function InvitationsSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const invitations = useInvitations(workspace.id, true);
  const { invite, revoke } = useInvitationMutations(workspace.id);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const check = checkForm<{ email: string; role: InvitableRole }, Field>(() =>
      validate(inviteMemberInput, { workspaceId: workspace.id, email, role }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    invite.mutate(
      { email: check.data.email, role: check.data.role },
      {
        onSuccess: () => setEmail(''),
        onError: (error) => {
          if (isTeamboardError(error) && error.code === 'conflict' && error.reason === 'already_member')
            setErrors({ email: t('settings.invitations.alreadyMember') });
          else if (isTeamboardError(error) && error.code === 'validation' && error.issues.length > 0)
            setErrors(fieldErrorsOf<Field>(error));
          else setFormError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section className="app-section" aria-labelledby="settings-invitations">
      <h2 id="settings-invitations">{t('settings.invitations.heading')}</h2>
      <form
        className="app-form"
        noValidate
        onSubmit={submit}
        aria-label={t('settings.invitations.formLabel')}
      >
        {formError !== undefined ? (
          <InlineAlert tone="danger">
            <p>{formError}</p>
          </InlineAlert>
        ) : null}
        <div className="app-form__row">
          <TextField
            label={t('settings.invitations.email')}
            type="email"
            name="invite-email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <Select<InvitableRole>
            label={t('settings.invitations.role')}
            value={role}
            onValueChange={setRole}
            options={INVITABLE_ROLES.map((value) => ({ value, label: t(roleLabels[value]) }))}
            error={errors.role}
          />
          <Button type="submit" loading={invite.isPending}>
            {t('settings.invitations.submit')}
          </Button>
        </div>
      </form>
      <h3>{t('settings.invitations.pending')}</h3>
      {invitations.isPending ? (
        <Skeleton lines={2} />
      ) : invitations.isError ? (
        <ErrorState
          size="sm"
          headingLevel={4}
          title={t('settings.invitations.loadError')}
          message={errorMessage(invitations.error)}
          onRetry={() => void invitations.refetch()}
        />
      ) : invitations.data.length === 0 ? (
        <EmptyState size="sm" headingLevel={4} icon="mail" title={t('settings.invitations.empty')} />
      ) : (
        <ul className="app-list" aria-label={t('settings.invitations.listLabel')}>
          {invitations.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              email={invitation.email}
              role={invitation.role}
              status={invitation.status}
              expiresAt={new Date(invitation.expires_at)}
              onRevoke={() => revoke.mutate(invitation.id)}
              busy={revoke.isPending && revoke.variables === invitation.id}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
