import { useQueryClient } from '@tanstack/react-query';
import { uploadAttachment, type Attachment } from '@teamboard/sdk';
import type { UploadItem } from '@teamboard/ui';
import { useEffect, useRef, useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { i18n } from '@/shared/i18n';
import { applyRowChange } from '@/shared/lib/row-changes';
import { cardKeys } from '@/shared/query-keys/card-keys';

/**
 * Uploads in flight for one card, with progress and cancel. A finished one
 * leaves this list as it joins the card's attachments (listed once); a failed
 * or cancelled one stays until dismissed, to say what happened.
 */
export function useUploads(cardId: string, workspaceId: string | undefined) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  // Leaving the card cancels what is still uploading; the SDK removes the partial object.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  const patch = (id: string, change: Partial<UploadItem>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const start = (file: File) => {
    const id = crypto.randomUUID();
    const controller = new AbortController();
    controllers.current.set(id, controller);
    setUploads((current) => [
      ...current,
      { id, name: file.name, sizeBytes: file.size, progress: 0, status: 'uploading' },
    ]);
    uploadAttachment(
      client,
      { cardId, workspaceId, file },
      {
        signal: controller.signal,
        onProgress: ({ fraction }) => patch(id, { progress: fraction }),
      },
    ).then(
      (attachment) => {
        controllers.current.delete(id);
        setUploads((current) => current.filter((upload) => upload.id !== id));
        queryClient.setQueryData<Attachment[]>(
          cardKeys.attachments(cardId),
          (rows) => rows && applyRowChange(rows, { type: 'INSERT', row: attachment }),
        );
      },
      (error: unknown) => {
        controllers.current.delete(id);
        patch(id, {
          status: 'failed',
          error: controller.signal.aborted ? i18n._('upload.cancelled') : errorMessage(error),
        });
      },
    );
  };

  return {
    uploads,
    upload: (files: File[]) => files.forEach(start),
    cancel: (id: string) => controllers.current.get(id)?.abort(),
    dismiss: (id: string) => setUploads((current) => current.filter((upload) => upload.id !== id)),
  };
}
