import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INVITABLE_ROLES,
  isTeamboardError,
  setWorkspaceSignInRules,
  type MyWorkspace,
  type SignInProvider,
} from '@teamboard/sdk';
import { Button, roleLabels, Select, TextField, useToast } from '@teamboard/ui';
import { useState, type FormEvent } from 'react';
import { providerName, useSessionProvider, useSignInProviders } from '@/features/auth';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { useT } from '@/shared/i18n';
import { can } from '@/shared/lib/permissions';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

type InvitableRole = (typeof INVITABLE_ROLES)[number];
const ANY = 'any';

/**
 * Owners choose who may join without an invitation (by email domain, with a role) and which
 * provider members must sign in through. The server lets an owner require only the provider
 * of their own session, so the choice offers just that one (and "any").
 */
export function SignInRulesSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const owner = can.own(workspace.role);
  if (!owner) {
    if (workspace.join_domains.length === 0 && !workspace.required_provider) return null;
    return (
      <section className="app-section" aria-labelledby="settings-sign-in-rules">
        <h2 id="settings-sign-in-rules">{t('settings.signInRules.heading')}</h2>
        {workspace.join_domains.length > 0 ? (
          <p>{t('settings.signInRules.readOnlyDomains', { domains: workspace.join_domains.join(', ') })}</p>
        ) : null}
        {workspace.required_provider ? (
          <p>
            {t('settings.signInRules.readOnlyProvider', {
              provider: providerName(t, workspace.required_provider),
            })}
          </p>
        ) : null}
      </section>
    );
  }
  return <SignInRulesForm workspace={workspace} />;
}

function SignInRulesForm({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const toastError = useToastError();
  const providers = useSignInProviders();
  const mine = useSessionProvider(true);
  const [domains, setDomains] = useState(workspace.join_domains.join(', '));
  const [domainsError, setDomainsError] = useState<string>();
  const [role, setRole] = useState<InvitableRole>(
    INVITABLE_ROLES.find((r) => r === workspace.join_role) ?? 'member',
  );
  const [provider, setProvider] = useState<string>(workspace.required_provider ?? ANY);

  const save = useMutation({
    mutationFn: (requiredProvider: SignInProvider | null) =>
      setWorkspaceSignInRules(client, {
        workspaceId: workspace.id,
        joinDomains: domains
          .split(/[\s,;]+/)
          .map((d) => d.trim())
          .filter((d) => d !== ''),
        joinRole: role,
        requiredProvider,
      }),
    onSuccess: async (updated) => {
      setDomainsError(undefined);
      toast({ variant: 'success', title: t('settings.signInRules.saved') });
      queryClient.setQueryData(workspaceKeys.bySlug(updated.slug), { ...updated, role: workspace.role });
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
    },
    onError: (error) => {
      if (isTeamboardError(error) && error.code === 'validation')
        setDomainsError(t('settings.signInRules.domainsInvalid'));
      else toastError(t('settings.signInRules.failed'), error);
    },
  });

  // Offered: "any", the provider already required, and the one this session signed in through.
  const choices = (providers.data ?? []).filter((p) => p === workspace.required_provider || p === mine.data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choices.find((p) => p === provider) ?? null);
  };

  return (
    <section className="app-section" aria-labelledby="settings-sign-in-rules">
      <h2 id="settings-sign-in-rules">{t('settings.signInRules.heading')}</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <TextField
          label={t('settings.signInRules.domains')}
          name="join-domains"
          spellCheck={false}
          description={t('settings.signInRules.domainsHint')}
          value={domains}
          onChange={(event) => setDomains(event.target.value)}
          error={domainsError}
        />
        <Select<InvitableRole>
          label={t('settings.signInRules.role')}
          value={role}
          onValueChange={setRole}
          options={INVITABLE_ROLES.map((value) => ({ value, label: t(roleLabels[value]) }))}
        />
        <Select
          label={t('settings.signInRules.provider')}
          value={provider}
          onValueChange={setProvider}
          description={t('settings.signInRules.providerNeedsSession')}
          options={[
            { value: ANY, label: t('settings.signInRules.anyProvider') },
            ...choices.map((value) => ({ value, label: providerName(t, value) })),
          ]}
        />
        <div className="app-form__actions">
          <Button type="submit" loading={save.isPending}>
            {t('settings.signInRules.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
