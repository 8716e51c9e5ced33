import { plainText, type NotificationPayload } from '@teamboard/sdk';
import type { NotificationContent } from '@teamboard/ui';

/**
 * What an inbox row shows of a notification's payload. The excerpt is stored as written
 * (Markdown, mention tokens); one line of an inbox row shows it as plain text.
 */
export function inboxContent(payload: NotificationPayload): NotificationContent {
  return {
    actorName: payload.actor_name,
    cardTitle: payload.card_title,
    itemBody: payload.item,
    boardName: payload.board_name,
    workspaceName: payload.workspace_name,
    excerpt: payload.excerpt === undefined ? undefined : plainText(payload.excerpt),
    role: payload.role,
    source: payload.source,
  };
}
