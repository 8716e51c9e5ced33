import type { Notification } from '@teamboard/sdk';

/** Where clicking a notification leads: its card, else its workspace, else nowhere. */
export function notificationLink(n: Notification): string | null {
  const slug = n.payload.workspace_slug;
  if (slug && n.board_id && n.card_id) return `/w/${slug}/b/${n.board_id}/c/${n.card_id}`;
  if (slug && (n.kind === 'role_changed' || n.kind === 'webhook_disabled')) return `/w/${slug}`;
  return null;
}
