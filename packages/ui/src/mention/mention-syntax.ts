/** The little of the Markdown syntax tree (mdast) this plugin touches. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
}

/**
 * A mention is stored as `@[display name](user id)`: in Markdown terms an
 * `@` right before a link whose target is a bare user id. The SDK owns the
 * token (format and parse); here the view only recognises that shape in the
 * parsed Markdown, so it needs no backend code.
 */
const USER_ID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export const isMentionTarget = (url: string | null | undefined): boolean => USER_ID.test(url ?? '');

/** The `href` a mention link carries to the renderer, which shows it as a chip. */
export const MENTION_HREF_PREFIX = '#mention-';

/**
 * remark plugin: `@` + link to a user id becomes a link to `#mention-<id>`
 * (drawn as a chip by the view), and the `@` leaves the text before it.
 */
export function remarkMentions() {
  return (tree: MdNode) => {
    const visit = (node: MdNode) => {
      const children = node.children ?? [];
      children.forEach((child, index) => {
        visit(child);
        if (child.type !== 'link' || !isMentionTarget(child.url)) return;
        const before = children[index - 1];
        if (before?.type !== 'text' || !before.value?.endsWith('@')) return;
        before.value = before.value.slice(0, -1);
        child.url = `${MENTION_HREF_PREFIX}${child.url!.toLowerCase()}`;
      });
    };
    visit(tree);
  };
}
