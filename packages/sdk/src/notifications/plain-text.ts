/**
 * Comment and description text as a line of plain text, for places too small
 * for Markdown (search snippets, notification excerpts): mentions become
 * `@Name`, Markdown syntax is dropped and whitespace collapsed. Text between
 * `<mark>` tags (a search snippet's matches) is kept as it is, tags included.
 */

// A whole mention token, or one a snippet cut after the name: `@[Bob Brown](6e8d…`.
const MENTION_HEAD = /@\[([^\]\n]{1,200}?)\]\([0-9a-fA-F-]{0,36}\)?/g;
// What is left of a token a snippet cut before its end: `…Brown](6e8d0827-…)`.
const MENTION_TAIL = /\]\([0-9a-fA-F]{8}-[0-9a-fA-F-]{0,28}\)?/g;

function reduceMentions(text: string): string {
  return text.replace(MENTION_HEAD, '@$1').replace(MENTION_TAIL, '');
}

function reduceMarkdown(text: string): string {
  return (
    text
      .replace(/^[ \t]*(?:```|~~~)[^\n]*$/gm, '')
      // Headings, quotes, list and task markers at the start of a line.
      .replace(/^[ \t]{0,3}(?:#{1,6}|>+|[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?/gm, '')
      .replace(/^[ \t]{0,3}(?:[-*_][ \t]*){3,}$/gm, '')
      // Links and images keep their text.
      .replace(/!?\[([^\]\n]*)\]\([^)\n]*\)/g, '$1')
      .replace(/(\*\*|__|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
      .replace(/`([^`\n]+)`/g, '$1')
      // Markers a snippet cut from their other half.
      .replace(/\*\*|~~/g, '')
  );
}

/**
 * `text` (Markdown with mention tokens) as plain text on one line.
 *
 * @category Notifications
 * @example
 * ```ts
 * plainText('## Goals **v2.0** for @[Bob Brown](6e8d0827-1c5b-4c57-9d3c-2f4b8f1f4a11)');
 * // 'Goals v2.0 for @Bob Brown'
 * ```
 */
export function plainText(text: string): string {
  return reduceMarkdown(reduceMentions(text)).replace(/\s+/g, ' ').trim();
}
