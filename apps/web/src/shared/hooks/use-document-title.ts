import { useEffect } from 'react';

const APP = 'Teamboard';

/** "Card · Board · Teamboard": the most specific first, so tabs tell apart at a glance. */
export function documentTitle(parts: readonly string[]): string {
  return [...parts, APP].join(' · ');
}

/**
 * Names the tab after the screen; `null` while what it names is loading. The
 * previous title comes back on unmount, so closing the card drawer gives the
 * board its title again.
 */
export function useDocumentTitle(...parts: readonly (string | null | undefined)[]): void {
  const known = parts.every((part): part is string => typeof part === 'string' && part !== '');
  const title = known ? documentTitle(parts as string[]) : null;
  useEffect(() => {
    if (title === null) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
