import { useQueries } from '@tanstack/react-query';
import { getAttachmentUrl, type Attachment } from '@teamboard/sdk';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { cardKeys } from '@/shared/query-keys/card-keys';
import { hasImagePreview } from '../lib/has-image-preview';

/** How long a thumbnail's signed link lives; refreshed well before it ends. */
const PREVIEW_LINK_SECONDS = 3600;

/**
 * Signed links for the thumbnails of a card's image attachments, by
 * attachment id. The bucket is private: each image is shown through a link
 * of its own, and an image whose link fails simply stays a file icon.
 */
export function useAttachmentPreviews(
  cardId: string,
  attachments: readonly Attachment[],
): Map<string, string> {
  const client = useTeamboardClient();
  const images = attachments.filter((attachment) => hasImagePreview(attachment.mime_type));
  const links = useQueries({
    queries: images.map((attachment) => ({
      queryKey: cardKeys.attachmentPreview(cardId, attachment.id),
      queryFn: () => getAttachmentUrl(client, attachment, { expiresIn: PREVIEW_LINK_SECONDS }),
      staleTime: (PREVIEW_LINK_SECONDS / 2) * 1000,
      refetchInterval: (PREVIEW_LINK_SECONDS / 2) * 1000,
      retry: false,
    })),
  });
  const byId = new Map<string, string>();
  images.forEach((attachment, index) => {
    const url = links[index]?.data;
    if (url !== undefined) byId.set(attachment.id, url);
  });
  return byId;
}
