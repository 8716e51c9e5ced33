import { clsx } from 'clsx';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

export interface MarkdownViewProps {
  /** User-written markdown (card descriptions, comments). */
  source: string;
  /** Shrinks headings, for comments inside a thread. */
  compact?: boolean;
  className?: string;
}

const components: Components = {
  // Links in user content leave the app in a new tab and give the target no handle back to us.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
  img: ({ node: _node, alt, ...props }) => <img {...props} alt={alt ?? ''} loading="lazy" />,
  // A task-list checkbox can't be ticked here; it still needs a name for screen readers.
  input: ({ node: _node, checked, ...props }) => (
    <input {...props} checked={checked} readOnly aria-label={checked ? 'Done' : 'Not done'} />
  ),
};

/**
 * Renders untrusted markdown safely: raw HTML is dropped (never parsed), and react-markdown's
 * default URL filter removes `javascript:` and other unsafe link targets.
 */
export function MarkdownView({ source, compact = false, className }: MarkdownViewProps) {
  return (
    <div className={clsx('tb-markdown', compact && 'tb-markdown--compact', className)}>
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {source}
      </Markdown>
    </div>
  );
}
