import { useQuery } from '@tanstack/react-query';
import { getCoverThumbnailUrl } from '@teamboard/sdk';
import type { CardTileCover } from '@teamboard/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { cardKeys } from '@/shared/query-keys/card-keys';
import type { BoardCardView } from '../lib/view';

/** How long a cover thumbnail's signed link lives; signed again well before it ends. */
const COVER_LINK_SECONDS = 3600;

export interface TileCover {
  cover: CardTileCover | null;
  /** The tile's element: its image cover's link is asked for once the tile is in view. */
  observe: (element: HTMLElement | null) => void;
}

/**
 * What a tile shows as its cover. Called by the tile itself, and its link is
 * asked for only once the tile is on screen: a virtualised column first draws
 * more tiles than fit (before it has measured them), and those below the fold
 * must not cost a request each. The link is cached per attachment, so
 * scrolling back or re-rendering signs nothing again.
 */
export function useTileCover(card: Pick<BoardCardView, 'coverAttachmentId' | 'coverColor'>): TileCover {
  const client = useTeamboardClient();
  const attachmentId = card.coverAttachmentId;
  // Without the observer (an old engine), every drawn tile counts as seen, as before.
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const watching = attachmentId !== null && !seen;
  const observe = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || !watching) return;
      const next = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      });
      next.observe(element);
      observer.current = next;
    },
    [watching],
  );
  useEffect(() => () => observer.current?.disconnect(), []);
  const link = useQuery({
    queryKey: cardKeys.coverThumbnail(attachmentId ?? ''),
    queryFn: () => getCoverThumbnailUrl(client, attachmentId ?? '', { expiresIn: COVER_LINK_SECONDS }),
    enabled: attachmentId !== null && seen,
    staleTime: (COVER_LINK_SECONDS / 2) * 1000,
    refetchInterval: (COVER_LINK_SECONDS / 2) * 1000,
    retry: false,
  });
  if (attachmentId !== null) return { cover: { kind: 'image', src: link.data }, observe };
  if (card.coverColor !== null) return { cover: { kind: 'color', color: card.coverColor }, observe };
  return { cover: null, observe };
}
