import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  redeliverWebhook,
  type MyWorkspace,
} from '@teamboard/sdk';
import { WebhooksPanel } from '@teamboard/ui';
import { useState } from 'react';
import { useT } from '@/shared/i18n';
import { errorMessage } from '@/shared/lib/error-message';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';

/**
 * Owners and admins register the workspace's webhooks (every event of the
 * boards they can see), see each one's deliveries and send one again. The
 * secret of a new webhook is kept in this component's state only: it is shown
 * once and gone when the page is left.
 */
export function WebhooksSection({ workspace }: { workspace: MyWorkspace }) {
  const { t } = useT();
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string>();
  const [newSecret, setNewSecret] = useState<{ webhookId: string; secret: string }>();
  const webhooks = useQuery({
    queryKey: workspaceKeys.webhooks(workspace.id),
    queryFn: ({ signal }) => listWebhooks(client, { workspaceId: workspace.id }, { signal }),
  });
  const deliveries = useQuery({
    queryKey: workspaceKeys.webhookDeliveries(workspace.id, openId ?? ''),
    queryFn: ({ signal }) => listWebhookDeliveries(client, openId!, { limit: 20, signal }),
    enabled: openId !== undefined,
    // Deliveries change on the server (retries, answers) without an event the page hears.
    refetchInterval: 5_000,
  });
  // The webhooks' key is the prefix of their deliveries' keys: both refresh.
  const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.webhooks(workspace.id) });
  const add = useMutation({
    mutationFn: (url: string) => createWebhook(client, { workspaceId: workspace.id, url }),
    onSuccess: async (created) => {
      setNewSecret({ webhookId: created.id, secret: created.secret });
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (webhookId: string) => deleteWebhook(client, webhookId),
    onSuccess: refresh,
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) => redeliverWebhook(client, deliveryId),
    onSuccess: refresh,
  });
  const failure = add.error ?? remove.error ?? redeliver.error ?? webhooks.error;

  return (
    <section className="app-section" aria-labelledby="settings-webhooks">
      <h2 id="settings-webhooks">{t('settings.webhooks.heading')}</h2>
      <WebhooksPanel
        webhooks={(webhooks.data ?? []).map((w) => ({
          id: w.id,
          url: w.url,
          enabled: w.enabled,
          failing: w.disabled_reason === 'failing',
        }))}
        newSecret={newSecret}
        openWebhookId={openId}
        deliveries={deliveries.data?.map((d) => ({
          id: d.id,
          eventType: d.event_type,
          status: d.status,
          responseCode: d.response_code,
          createdAt: new Date(d.created_at),
        }))}
        onAdd={(url) => add.mutate(url)}
        onDelete={(id) => remove.mutate(id)}
        onToggleDeliveries={(id) => setOpenId((open) => (open === id ? undefined : id))}
        onRedeliver={(id) => redeliver.mutate(id)}
        busy={add.isPending || remove.isPending || redeliver.isPending}
        error={failure ? errorMessage(failure) : undefined}
      />
    </section>
  );
}
