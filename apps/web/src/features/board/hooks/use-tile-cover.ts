import { useQuery } from '@tanstack/react-query';
import { getCoverThumbnailUrl } from '@teamboard/sdk';
import type { CardTileCover } from '@teamboard/ui';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { cardKeys } from '@/shared/query-keys/card-keys';
import type { BoardCardView } from '../lib/view';

/** How long a cover thumbnail's signed link lives; signed again well before it ends. */
const COVER_LINK_SECONDS = 3600;

/**
 * What a tile shows as its cover. Called by the tile itself, so a virtualised
 * column asks only for the thumbnails of the tiles it draws; the link is
 * cached per attachment, so scrolling back or re-rendering signs nothing again.
 */
export function useTileCover(
  card: Pick<BoardCardView, 'coverAttachmentId' | 'coverColor'>,
): CardTileCover | null {
  const client = useTeamboardClient();
  const attachmentId = card.coverAttachmentId;
  const link = useQuery({
    queryKey: cardKeys.coverThumbnail(attachmentId ?? ''),
    queryFn: () => getCoverThumbnailUrl(client, attachmentId ?? '', { expiresIn: COVER_LINK_SECONDS }),
    enabled: attachmentId !== null,
    staleTime: (COVER_LINK_SECONDS / 2) * 1000,
    refetchInterval: (COVER_LINK_SECONDS / 2) * 1000,
    retry: false,
  });
  if (attachmentId !== null) return { kind: 'image', src: link.data };
  if (card.coverColor !== null) return { kind: 'color', color: card.coverColor };
  return null;
}
