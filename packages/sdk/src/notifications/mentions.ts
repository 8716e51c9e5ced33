/**
 * The stored form of an @mention: `@[display name](user uuid)`. The name is
 * what readers see; the id is what the database notifies. Both the app and
 * the database (`private.mentioned_user_ids`) read this one token.
 */
export const MENTION_NAME_MAX = 100;

const MENTION =
  /@\[([^\]\n]{1,100})\]\(([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\)/g;

export interface Mention {
  /** The name as written in the token. */
  readonly name: string;
  /** The mentioned user's id, lower-case. */
  readonly userId: string;
  /** Where the token starts in the text, and its length. */
  readonly index: number;
  readonly length: number;
}

/**
 * Every mention token in `text`, in order.
 *
 * @category Notifications
 * @example
 * const mentions = parseMentions('Thanks @[Ada](8c6d0c0e-6f3e-4c57-9d3c-2f4b8f1f4a11)!');
 */
export function parseMentions(text: string): Mention[] {
  return [...text.matchAll(MENTION)].map((m) => ({
    name: m[1]!,
    userId: m[2]!.toLowerCase(),
    index: m.index,
    length: m[0].length,
  }));
}

/**
 * The distinct user ids `text` mentions, in order of first mention.
 *
 * @category Notifications
 * @example
 * const userIds = mentionedUserIds('Thanks @[Ada](8c6d0c0e-6f3e-4c57-9d3c-2f4b8f1f4a11)!');
 */
export function mentionedUserIds(text: string): string[] {
  return [...new Set(parseMentions(text).map((m) => m.userId))];
}

/**
 * The token for a person. Characters that would end the name early (`]`,
 * newlines) become spaces, and the name is cut to what the token allows, so
 * any display name makes a token that parses back to the same id.
 *
 * @category Notifications
 * @example
 * const text = `${formatMention({ name: 'Ada', userId })} can you review?`;
 */
export function formatMention(person: { readonly name: string; readonly userId: string }): string {
  const name =
    [...person.name.replace(/[\]\n\r]/g, ' ').trim()].slice(0, MENTION_NAME_MAX).join('').trim() || 'someone';
  return `@[${name}](${person.userId.toLowerCase()})`;
}

/**
 * Splits text into plain runs and mentions, for rendering chips.
 *
 * @category Notifications
 * @example
 * const parts = splitMentions('Thanks @[Ada](8c6d0c0e-6f3e-4c57-9d3c-2f4b8f1f4a11)!');
 */
export function splitMentions(text: string): (string | Mention)[] {
  const parts: (string | Mention)[] = [];
  let at = 0;
  for (const mention of parseMentions(text)) {
    if (mention.index > at) parts.push(text.slice(at, mention.index));
    parts.push(mention);
    at = mention.index + mention.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
