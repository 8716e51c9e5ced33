import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importBoard, type ImportProgress } from '@teamboard/sdk';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { creatorTimeZone } from '../lib/creator-time-zone';

/** A Trello export or CSV imported as a new board of the workspace (in the importer's zone), with where the upload stands. */
export function useImportBoard(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>();
  const mutation = useMutation({
    mutationFn: ({ file, name }: { file: File; name?: string | undefined }) =>
      importBoard(client, { ...creatorTimeZone(), workspaceId, file, name }, { onProgress: setProgress }),
    onMutate: () => setProgress(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.allBoards(workspaceId) }),
  });
  return { ...mutation, progress };
}
