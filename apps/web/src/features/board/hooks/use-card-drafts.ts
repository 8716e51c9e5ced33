import { useMemo } from 'react';
import { cardDrafts, type CardDrafts } from '../lib/card-drafts';

/** This tab's add-card drafts of the signed-in user (see `cardDrafts`). */
export function useCardDrafts(userId: string): CardDrafts {
  return useMemo(
    () => cardDrafts(typeof sessionStorage === 'undefined' ? undefined : sessionStorage, userId),
    [userId],
  );
}
