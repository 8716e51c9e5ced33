/**
 * What someone was typing into a list's add-card composer, kept for this tab
 * (sessionStorage) so that being sent to sign-in — a session ended elsewhere,
 * a refused request — loses nothing: after signing in again the composer
 * opens with it. Keyed by user as well, so another person signing in here
 * never sees it.
 */
export interface CardDrafts {
  /** The kept title, or '' when there is none. */
  get: (listId: string) => string;
  /** Keeps a title; an empty one removes the draft. */
  set: (listId: string, title: string) => void;
}

const PREFIX = 'teamboard.card-draft';

/**
 * Drafts in `storage`. Storage that refuses (disabled, full, a private mode)
 * only means nothing is kept, so its errors are swallowed rather than
 * breaking the composer.
 */
export function cardDrafts(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined,
  userId: string,
): CardDrafts {
  const key = (listId: string) => `${PREFIX}.${userId}.${listId}`;
  return {
    get: (listId) => {
      try {
        return storage?.getItem(key(listId)) ?? '';
      } catch {
        return '';
      }
    },
    set: (listId, title) => {
      try {
        if (title === '') storage?.removeItem(key(listId));
        else storage?.setItem(key(listId), title);
      } catch {
        // Nothing kept; the composer still has the text.
      }
    },
  };
}

/** The first list, in board order, with a kept draft: where the composer reopens. */
export function listWithDraft(drafts: CardDrafts, listIds: readonly string[]): string | undefined {
  return listIds.find((id) => drafts.get(id) !== '');
}
