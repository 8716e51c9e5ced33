/** The little of the Markdown syntax tree (mdast) this plugin touches. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  children?: MdNode[];
  position?: { start: { offset?: number }; end: { offset?: number } };
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
 * The name as written in the source (`[name](id)`): Markdown inside it (`*`,
 * `_`, backticks) was parsed as emphasis or code, and a chip shows the name,
 * not a formatted fragment. `undefined` when the parser gave no offsets.
 */
function writtenName(link: MdNode, source: string): string | undefined {
  const start = link.position?.start.offset;
  const end = link.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const written = source.slice(start, end);
  const close = written.lastIndexOf('](');
  return written.startsWith('[') && close > 0 ? written.slice(1, close) : undefined;
}

/**
 * remark plugin: `@` + link to a user id becomes a link to `#mention-<id>`
 * (drawn as a chip by the view) whose only child is the name as written, and
 * the `@` leaves the text before it.
 */
export function remarkMentions() {
  return (tree: MdNode, file: { toString: () => string }) => {
    const source = file.toString();
    const visit = (node: MdNode) => {
      const children = node.children ?? [];
      children.forEach((child, index) => {
        visit(child);
        if (child.type !== 'link' || !isMentionTarget(child.url)) return;
        const before = children[index - 1];
        if (before?.type !== 'text' || !before.value?.endsWith('@')) return;
        before.value = before.value.slice(0, -1);
        child.url = `${MENTION_HREF_PREFIX}${child.url!.toLowerCase()}`;
        const name = writtenName(child, source);
        if (name !== undefined) child.children = [{ type: 'text', value: name }];
      });
    };
    visit(tree);
  };
}
