import type { WorkspaceRole } from '../constants';
import type { Tables } from '../database.types';

export type Workspace = Tables<'workspaces'>;

/** A workspace as its member sees it: with the caller's own role, which decides what the UI offers. */
export type MyWorkspace = Workspace & { readonly role: WorkspaceRole };
