import type { WorkspaceRole } from '../constants';
import type { Tables } from '../database.types';

// An interface, not an alias: the reference then shows `Workspace` instead of spelling out the row.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the row is the whole type
export interface Workspace extends Tables<'workspaces'> {}

/** A workspace as its member sees it: with the caller's own role, which decides what the UI offers. */
export type MyWorkspace = Workspace & { readonly role: WorkspaceRole };
