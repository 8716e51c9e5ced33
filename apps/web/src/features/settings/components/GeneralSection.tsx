import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWorkspaceInput,
  isTeamboardError,
  updateWorkspace,
  validate,
  type MyWorkspace,
} from '@teamboard/sdk';
import { Button, TextField, useToast } from '@teamboard/ui';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { useFormFields } from '@/shared/hooks/use-form-fields';
import { checkForm } from '@/shared/lib/form-errors';
import { useSignedInSession } from '@/features/auth';
import { lastWorkspace } from '@/features/workspaces';
import { can } from '@/shared/lib/permissions';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';
import { Message, useT } from '@/shared/i18n';

type Field = 'name' | 'slug';

/** Name (owners and admins) and slug (owners: it is every member's URL); read-only for everyone else. */
export function GeneralSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSignedInSession();
  const { toast } = useToast();
  const toastError = useToastError();
  const { values, errors, setErrors, update } = useFormFields<Field>({
    name: workspace.name,
    slug: workspace.slug,
  });
  const mayRename = can.manage(workspace.role);
  const mayReslug = can.own(workspace.role);

  const save = useMutation({
    mutationFn: (input: { name?: string; slug?: string }) =>
      updateWorkspace(client, { workspaceId: workspace.id, ...input }),
    onSuccess: async (updated) => {
      toast({ variant: 'success', title: t('settings.general.saved') });
      queryClient.setQueryData(workspaceKeys.bySlug(updated.slug), { ...updated, role: workspace.role });
      if (updated.slug !== workspace.slug) {
        lastWorkspace.set(user.id, updated.slug);
        await navigate(`/w/${updated.slug}/settings`, { replace: true });
        queryClient.removeQueries({ queryKey: workspaceKeys.bySlug(workspace.slug) });
      }
      await queryClient.invalidateQueries({ queryKey: workspaceKeys.mine() });
    },
    onError: (error) => {
      if (isTeamboardError(error) && error.code === 'conflict')
        setErrors({ slug: t('workspaces.slugTaken') });
      else toastError(t('settings.general.saveFailed'), error);
    },
  });

  if (!mayRename) {
    return (
      <section className="app-section" aria-labelledby="settings-general">
        <h2 id="settings-general">{t('settings.general.heading')}</h2>
        <p className="app-section__intro">
          <Message
            id="settings.general.readOnly"
            values={{ name: workspace.name, slug: workspace.slug }}
            components={{ 0: <strong /> }}
          />
        </p>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Creating and renaming share the rules for name and slug; admins keep the current slug.
    const check = checkForm<{ name: string; slug: string }, Field>(() =>
      validate(createWorkspaceInput, { name: values.name, slug: mayReslug ? values.slug : workspace.slug }),
    );
    setErrors(check.ok ? {} : check.errors);
    if (!check.ok) return;
    const input: { name?: string; slug?: string } = {};
    if (check.data.name !== workspace.name) input.name = check.data.name;
    if (check.data.slug !== workspace.slug) input.slug = check.data.slug;
    if (input.name === undefined && input.slug === undefined) {
      toast({ title: t('settings.general.unchanged') });
      return;
    }
    save.mutate(input);
  };

  return (
    <section className="app-section" aria-labelledby="settings-general">
      <h2 id="settings-general">{t('settings.general.heading')}</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <TextField
          label={t('workspaces.field.name')}
          name="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        {mayReslug ? (
          <TextField
            label={t('workspaces.field.slug')}
            name="slug"
            required
            spellCheck={false}
            description={t('settings.general.slugHint')}
            value={values.slug}
            onChange={update('slug')}
            error={errors.slug}
          />
        ) : (
          <p className="app-section__intro">{t('settings.general.address', { slug: workspace.slug })}</p>
        )}
        <div className="app-form__actions">
          <Button type="submit" loading={save.isPending}>
            {t('settings.general.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
