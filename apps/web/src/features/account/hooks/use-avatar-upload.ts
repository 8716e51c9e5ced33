import { useQueryClient } from '@tanstack/react-query';
import { uploadAvatar } from '@teamboard/sdk';
import type { UploadItem } from '@teamboard/ui';
import { useCallback, useRef, useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { errorMessage } from '@/shared/lib/error-message';
import { myProfileKey } from '@/shared/query-keys/workspace-keys';

/** One avatar upload at a time, as an UploadItem the dropzone can show with its progress. */
export function useAvatarUpload() {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<UploadItem>();
  const controller = useRef<AbortController | undefined>(undefined);
  const lastFile = useRef<File | undefined>(undefined);

  const start = useCallback(
    (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      lastFile.current = file;
      const id = crypto.randomUUID();
      const update = (patch: Partial<UploadItem>) =>
        setUpload((current) => (current?.id === id ? { ...current, ...patch } : current));
      setUpload({ id, name: file.name, sizeBytes: file.size, progress: 0, status: 'uploading' });
      uploadAvatar(client, file, {
        signal: abort.signal,
        onProgress: (progress) => update({ progress: progress.fraction }),
      }).then(
        (profile) => {
          update({ progress: 1, status: 'done' });
          queryClient.setQueryData(myProfileKey, profile);
          // Member lists show the avatar too.
          void queryClient.invalidateQueries({ queryKey: ['workspace'] });
        },
        (error: unknown) => {
          if (abort.signal.aborted) setUpload((current) => (current?.id === id ? undefined : current));
          else update({ status: 'failed', error: errorMessage(error) });
        },
      );
    },
    [client, queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setUpload(undefined), []);
  const retry = useCallback(() => {
    if (lastFile.current) start(lastFile.current);
  }, [start]);
  return { upload, start, cancel, dismiss, retry };
}
