import { useQueryClient } from '@tanstack/react-query';
import type { BoardMemberRole } from '@teamboard/sdk';
import { useToast } from '@teamboard/ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '@/shared/i18n';

export interface LostBoardAccess {
  slug: string;
  /** The board's name once it has loaded: a board that never opened is the error screen's business. */
  boardName: string | undefined;
  /** The user's board role; `null` once they may no longer open the board. */
  role: BoardMemberRole | null | undefined;
  /** Whether the user still belongs to the workspace (guests do not): where to take them. */
  inWorkspace: boolean;
}

/**
 * Takes an open board away the moment its user loses it (the board went private without them, or
 * they were removed from it), telling them why, as a workspace removal does. The role is asked
 * again whenever a workspace or board notice says the audience may have changed.
 */
export function useLostBoardAccess({ slug, boardName, role, inWorkspace }: LostBoardAccess): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { t } = useT();
  const gone = useRef(false);
  useEffect(() => {
    if (role !== null || boardName === undefined || gone.current) return;
    gone.current = true;
    toast({
      title: t('boardAccess.removed.title', { name: boardName }),
      description: t('boardAccess.removed.description'),
      variant: 'info',
    });
    void navigate(inWorkspace ? `/w/${slug}` : '/workspaces', { replace: true });
    // The workspace's board list no longer holds it.
    void queryClient.invalidateQueries({ queryKey: ['workspace'] });
  }, [role, boardName, inWorkspace, slug, navigate, queryClient, toast, t]);
}
