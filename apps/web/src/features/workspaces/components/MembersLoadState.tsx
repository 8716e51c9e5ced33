import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState, Skeleton } from '@teamboard/ui';
import { errorMessage } from '@/shared/lib/error-message';
import { useT } from '@/shared/i18n';

export interface MembersLoadStateProps {
  members: UseQueryResult<unknown>;
}

/**
 * What stands in for the members list until it has loaded: a skeleton, or the
 * failure with a retry. Settings and the workspace sidebar list members
 * differently but wait and fail the same way.
 */
export function MembersLoadState({ members }: MembersLoadStateProps) {
  const { t } = useT();
  if (!members.isError) return <Skeleton lines={3} />;
  return (
    <ErrorState
      size="sm"
      headingLevel={3}
      title={t('workspaces.members.loadError')}
      message={errorMessage(members.error)}
      onRetry={() => void members.refetch()}
    />
  );
}
