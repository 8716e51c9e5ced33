// What a notification email says: one notification, or a digest of several.
export interface DigestNotification {
  id: string;
  kind:
    | 'mentioned'
    | 'assigned'
    | 'commented'
    | 'due_soon'
    | 'overdue'
    | 'invited'
    | 'role_changed'
    | 'webhook_disabled'
    | 'start_soon';
  created_at: string;
  workspace_id: string;
  board_id: string | null;
  card_id: string | null;
  payload: Record<string, unknown>;
}

export interface Digest {
  digest_id: string;
  email: string;
  display_name: string;
  notifications: DigestNotification[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

// Mentions are stored as @[name](uuid) (the SDK's token); an email shows @name.
const plainMentions = (s: string) => s.replace(/@\[([^\]]*)\]\([0-9a-fA-F-]{36}\)/g, '@$1');

/** One line saying what happened, in plain text. */
export function describe(n: DigestNotification): string {
  const actor = text(n.payload.actor_name, 'Someone');
  const card = `"${text(n.payload.card_title, 'a card')}"`;
  const board = text(n.payload.board_name, 'a board');
  const workspace = text(n.payload.workspace_name, 'a workspace');
  // A checklist item's reminder names the item, on its card.
  const item = typeof n.payload.item === 'string' ? `"${text(n.payload.item, 'an item')}" on ` : '';
  switch (n.kind) {
    case 'mentioned':
      return `${actor} mentioned you on ${card} in ${board}`;
    case 'assigned':
      return `${actor} assigned you to ${card} in ${board}`;
    case 'commented':
      return `${actor} commented on ${card} in ${board}`;
    case 'due_soon':
      return `${item}${card} in ${board} is due soon`;
    case 'overdue':
      return `${item}${card} in ${board} is overdue`;
    case 'start_soon':
      return `${card} in ${board} starts soon`;
    case 'invited':
      return `${actor} invited you to ${workspace} as ${text(n.payload.role, 'member')}`;
    case 'role_changed':
      return `${actor} made you ${text(n.payload.role, 'a member')} in ${workspace}`;
    case 'webhook_disabled':
      return `A webhook of ${workspace} failed for a day and was turned off`;
  }
}

/** Where the notification leads in the app, as the inbox links it. */
export function linkOf(n: DigestNotification, siteUrl: string): string {
  const slug =
    typeof n.payload.workspace_slug === 'string' ? encodeURIComponent(n.payload.workspace_slug) : null;
  if (slug && n.board_id && n.card_id) return `${siteUrl}/w/${slug}/b/${n.board_id}/c/${n.card_id}`;
  if (slug && (n.kind === 'role_changed' || n.kind === 'webhook_disabled')) return `${siteUrl}/w/${slug}`;
  return `${siteUrl}/inbox`;
}

export function renderDigest(
  digest: Digest,
  siteUrl: string,
): { subject: string; html: string; text: string } {
  const items = digest.notifications.map((n) => {
    const excerpt = typeof n.payload.excerpt === 'string' ? plainMentions(n.payload.excerpt) : '';
    return { line: describe(n), link: linkOf(n, siteUrl), excerpt };
  });
  const subject = items.length === 1 ? items[0]!.line : `${items.length} new notifications on Teamboard`;
  const settings = `${siteUrl}/account`;
  const html = `<p>Hi ${escapeHtml(digest.display_name)},</p>
<ul>
${items
  .map(
    (i) =>
      `<li><a href="${escapeHtml(i.link)}">${escapeHtml(i.line)}</a>${
        i.excerpt ? `<br><q>${escapeHtml(i.excerpt)}</q>` : ''
      }</li>`,
  )
  .join('\n')}
</ul>
<p><small>You get these emails because email notifications are on. <a href="${escapeHtml(settings)}">Change your notification settings</a>.</small></p>`;
  const body = items
    .map((i) => `- ${i.line}${i.excerpt ? `\n  "${i.excerpt}"` : ''}\n  ${i.link}`)
    .join('\n');
  return {
    subject,
    html,
    text: `Hi ${digest.display_name},\n\n${body}\n\nYou get these emails because email notifications are on. Change them at ${settings}`,
  };
}
