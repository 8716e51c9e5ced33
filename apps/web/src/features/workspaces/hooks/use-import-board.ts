import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CsvColumns, importBoard, type ImportProgress, previewImport } from '@teamboard/sdk';
import { useState } from 'react';
import { useTeamboardClient } from '@/shared/lib/teamboard-client-context';
import { workspaceKeys } from '@/shared/query-keys/workspace-keys';
import { creatorTimeZone } from '../lib/creator-time-zone';

/**
 * A Trello export or CSV imported as a new board of the workspace (in the importer's zone), with
 * where the upload stands; a CSV file's extra columns become what `columns` chose.
 */
export function useImportBoard(workspaceId: string) {
  const client = useTeamboardClient();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ImportProgress>();
  const mutation = useMutation({
    mutationFn: ({ file, name, columns }: { file: File; name?: string | undefined; columns?: CsvColumns }) =>
      importBoard(
        client,
        { ...creatorTimeZone(), workspaceId, file, name, columns },
        { onProgress: setProgress },
      ),
    onMutate: () => setProgress(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.allBoards(workspaceId) }),
  });
  return { ...mutation, progress };
}

/** A CSV file's extra columns and what the server proposes each becomes; nothing is written. */
export function usePreviewImport(workspaceId: string) {
  const client = useTeamboardClient();
  return useMutation({ mutationFn: (file: File) => previewImport(client, { workspaceId, file }) });
}
