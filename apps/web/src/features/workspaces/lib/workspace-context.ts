import type { MyWorkspace } from '@teamboard/sdk';
import { createContext, useContext } from 'react';

export const WorkspaceContext = createContext<MyWorkspace | undefined>(undefined);

/** The workspace of the current `/w/:slug/…` route, with the caller's role; WorkspaceGate provides it. */
export function useCurrentWorkspace(): MyWorkspace {
  const workspace = useContext(WorkspaceContext);
  if (workspace === undefined) throw new Error('useCurrentWorkspace needs <WorkspaceGate> above it');
  return workspace;
}
