import { RESERVED_SLUGS, TEXT_LIMITS } from '@teamboard/sdk';

const MAX = TEXT_LIMITS.workspaceSlug.max;

/**
 * A slug suggested from a workspace name: "Café Räumung 2026!" → "cafe-raumung-2026".
 * Only a suggestion — the SDK's schema still decides what is valid.
 */
export function suggestSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX)
    .replace(/-+$/g, '');
  // A reserved word would be refused; a suffix keeps the name recognisable.
  return (RESERVED_SLUGS as readonly string[]).includes(slug) ? `${slug}-team` : slug;
}
