export { WebhooksPanel } from './WebhooksPanel';
export type {
  WebhookDeliveryItem,
  WebhookDeliveryStatus,
  WebhookItem,
  WebhooksPanelProps,
} from './WebhooksPanel';
