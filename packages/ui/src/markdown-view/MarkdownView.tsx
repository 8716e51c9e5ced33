import { clsx } from 'clsx';
import type { InputHTMLAttributes } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { MENTION_HREF_PREFIX, MentionChip, remarkMentions } from '../mention';
import { useUiText } from '../i18n';
import { MarkdownImage } from './MarkdownImage';

export interface MarkdownViewProps {
  /** User-written markdown (card descriptions, comments). */
  source: string;
  /** Shrinks headings, for comments inside a thread. */
  compact?: boolean;
  className?: string;
  /** The signed-in user's id: mentions of them stand out. */
  selfId?: string;
}

const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map(textOf).join('') : typeof children === 'string' ? children : '';

const componentsFor = (selfId: string | undefined): Components => ({
  // Links in user content leave the app in a new tab and give the target no handle back to us;
  // a mention (`@[name](user id)`, see remarkMentions) is drawn as a chip instead.
  a: ({ node: _node, href, children, ...props }) => {
    if (href?.startsWith(MENTION_HREF_PREFIX)) {
      const userId = href.slice(MENTION_HREF_PREFIX.length);
      return <MentionChip name={textOf(children)} userId={userId} self={userId === selfId} />;
    }
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    );
  },
  img: ({ node: _node, ...props }) => <MarkdownImage {...props} />,
  // A task-list checkbox can't be ticked here; it still needs a name for screen readers.
  input: ({ node: _node, checked, ...props }) => <TaskCheckbox {...props} checked={checked} />,
});
const plainComponents = componentsFor(undefined);

/**
 * Renders untrusted markdown safely: raw HTML is dropped (never parsed), and react-markdown's
 * default URL filter removes `javascript:` and other unsafe link targets.
 */
export function MarkdownView({ source, compact = false, className, selfId }: MarkdownViewProps) {
  const components = selfId === undefined ? plainComponents : componentsFor(selfId);
  return (
    <div className={clsx('tb-markdown', compact && 'tb-markdown--compact', className)}>
      <Markdown remarkPlugins={[remarkGfm, remarkMentions]} skipHtml components={components}>
        {source}
      </Markdown>
    </div>
  );
}

/** A task-list checkbox can't be ticked here; it still needs a name for screen readers. */
function TaskCheckbox({ checked, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useUiText();
  return (
    <input
      {...props}
      checked={checked}
      readOnly
      aria-label={t(checked ? 'ui.markdown.taskDone' : 'ui.markdown.taskNotDone')}
    />
  );
}
