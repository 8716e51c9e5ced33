import { clsx } from 'clsx';
import { useId, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { Badge, type BadgeTone } from '../badge';
import { Button } from '../button';
import { formatRelativeTime } from '../format';
import { InlineAlert } from '../inline-alert';
import { TextField } from '../text-field';
import { useUiText } from '../i18n';

/** A registered endpoint; `failing`: the server turned it off after a day of failures. */
export interface WebhookItem {
  id: string;
  url: string;
  enabled: boolean;
  failing: boolean;
}

export type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface WebhookDeliveryItem {
  id: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  /** The last attempt's HTTP status; null when nothing answered yet. */
  responseCode: number | null;
  createdAt: Date;
}

export interface WebhooksPanelProps extends HTMLAttributes<HTMLElement> {
  webhooks: readonly WebhookItem[];
  /** The secret of the webhook just added: shown this once. */
  newSecret?: { webhookId: string; secret: string } | undefined;
  /** The webhook whose deliveries are shown, and those deliveries (newest first). */
  openWebhookId?: string | undefined;
  deliveries?: readonly WebhookDeliveryItem[] | undefined;
  onAdd: (url: string) => void;
  onDelete: (webhookId: string) => void;
  onToggleDeliveries: (webhookId: string) => void;
  onRedeliver: (deliveryId: string) => void;
  /** A request is under way: the buttons wait. */
  busy?: boolean;
  /** Why the last request failed. */
  error?: string | undefined;
  now?: Date;
  locale?: string;
  ref?: Ref<HTMLElement>;
}

const STATUS_TONE: Record<WebhookDeliveryStatus, BadgeTone> = {
  pending: 'warning',
  sending: 'accent',
  delivered: 'success',
  failed: 'danger',
};

/** Admins' webhooks: add an endpoint (its secret shown once), list them, delete, see deliveries and redeliver. */
export function WebhooksPanel({
  webhooks,
  newSecret,
  openWebhookId,
  deliveries,
  onAdd,
  onDelete,
  onToggleDeliveries,
  onRedeliver,
  busy = false,
  error,
  now,
  locale: localeProp,
  className,
  ref,
  ...rest
}: WebhooksPanelProps) {
  const { t, locale: uiLocale } = useUiText();
  const locale = localeProp ?? uiLocale;
  const secretId = useId();
  const [url, setUrl] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() === '') return;
    onAdd(url.trim());
    setUrl('');
  };

  return (
    <section ref={ref} className={clsx('tb-webhooks', className)} aria-busy={busy || undefined} {...rest}>
      <p className="tb-webhooks__intro">{t('ui.webhooks.intro')}</p>
      {error ? (
        <InlineAlert tone="danger" title={t('ui.webhooks.failed')}>
          <p>{error}</p>
        </InlineAlert>
      ) : null}
      <form className="tb-webhooks__add" onSubmit={submit}>
        <TextField
          label={t('ui.webhooks.url')}
          type="url"
          inputMode="url"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Button type="submit" loading={busy} disabled={url.trim() === ''}>
          {t('ui.webhooks.add')}
        </Button>
      </form>
      {webhooks.length === 0 ? <p className="tb-webhooks__none">{t('ui.webhooks.none')}</p> : null}
      <ul className="tb-webhooks__list">
        {webhooks.map((webhook) => {
          const open = webhook.id === openWebhookId;
          return (
            <li key={webhook.id} className="tb-webhooks__item">
              <div className="tb-webhooks__row">
                <span className="tb-webhooks__url">{webhook.url}</span>
                <Badge tone={webhook.enabled ? 'success' : webhook.failing ? 'danger' : 'neutral'}>
                  {t('ui.webhooks.state', {
                    state: webhook.enabled ? 'on' : webhook.failing ? 'failing' : 'off',
                  })}
                </Badge>
                <Button
                  variant="secondary"
                  aria-expanded={open}
                  onClick={() => onToggleDeliveries(webhook.id)}
                >
                  {t(open ? 'ui.webhooks.hideDeliveries' : 'ui.webhooks.showDeliveries')}
                </Button>
                <Button
                  variant="danger"
                  disabled={busy}
                  aria-label={t('ui.webhooks.deleteNamed', { url: webhook.url })}
                  onClick={() => onDelete(webhook.id)}
                >
                  {t('ui.webhooks.delete')}
                </Button>
              </div>
              {newSecret?.webhookId === webhook.id ? (
                <div className="tb-webhooks__secret">
                  <label htmlFor={secretId}>{t('ui.webhooks.secret')}</label>
                  <input
                    id={secretId}
                    className="tb-control tb-text-field tb-webhooks__secret-value"
                    readOnly
                    value={newSecret.secret}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <p className="tb-webhooks__hint" role="status">
                    {t('ui.webhooks.secretOnce')}
                  </p>
                </div>
              ) : null}
              {open ? (
                deliveries && deliveries.length > 0 ? (
                  <table className="tb-webhooks__deliveries">
                    <caption className="tb-visually-hidden">
                      {t('ui.webhooks.deliveriesOf', { url: webhook.url })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('ui.webhooks.event')}</th>
                        <th scope="col">{t('ui.webhooks.status')}</th>
                        <th scope="col">{t('ui.webhooks.response')}</th>
                        <th scope="col">{t('ui.webhooks.when')}</th>
                        <th scope="col">
                          <span className="tb-visually-hidden">{t('ui.webhooks.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {deliveries.map((delivery) => (
                        <tr key={delivery.id}>
                          <td>
                            <code>{delivery.eventType}</code>
                          </td>
                          <td>
                            <Badge tone={STATUS_TONE[delivery.status]}>
                              {t('ui.webhooks.deliveryStatus', { status: delivery.status })}
                            </Badge>
                          </td>
                          <td>{delivery.responseCode ?? '—'}</td>
                          <td>{formatRelativeTime(delivery.createdAt, now ?? new Date(), locale)}</td>
                          <td>
                            <Button
                              variant="secondary"
                              disabled={busy || !webhook.enabled || delivery.status === 'sending'}
                              onClick={() => onRedeliver(delivery.id)}
                            >
                              {t('ui.webhooks.redeliver')}
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="tb-webhooks__none">{t('ui.webhooks.noDeliveries')}</p>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
