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
import { useSignedInSession, lastWorkspace } from '@/features/shell';
import { can } from '@/shared/lib/permissions';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { useToastError } from '@/shared/hooks/use-toast-error';

type Field = 'name' | 'slug';

/** Name (owners and admins) and slug (owners: it is every member's URL); read-only for everyone else. */
export function GeneralSection({ workspace }: { workspace: MyWorkspace }) {
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
      toast({ variant: 'success', title: 'Workspace saved.' });
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
        setErrors({ slug: 'This slug is taken. Try another one.' });
      else toastError('Could not save the workspace', error);
    },
  });

  if (!mayRename) {
    return (
      <section className="app-section" aria-labelledby="settings-general">
        <h2 id="settings-general">Workspace</h2>
        <p className="app-section__intro">
          <strong>{workspace.name}</strong> at /w/{workspace.slug}. Owners and admins can rename it.
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
      toast({ title: 'Nothing to save.' });
      return;
    }
    save.mutate(input);
  };

  return (
    <section className="app-section" aria-labelledby="settings-general">
      <h2 id="settings-general">Workspace</h2>
      <form className="app-form" noValidate onSubmit={submit}>
        <TextField
          label="Workspace name"
          name="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        {mayReslug ? (
          <TextField
            label="Slug"
            name="slug"
            required
            spellCheck={false}
            description="Changing it changes the address of every board; old links stop working."
            value={values.slug}
            onChange={update('slug')}
            error={errors.slug}
          />
        ) : (
          <p className="app-section__intro">Address: /w/{workspace.slug} (only owners can change it).</p>
        )}
        <div className="app-form__actions">
          <Button type="submit" loading={save.isPending}>
            Save changes
          </Button>
        </div>
      </form>
    </section>
  );
}
