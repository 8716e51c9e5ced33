import * as z from 'zod/mini';
import type { Tables } from '../database.types';
import { viewSettingsSchema, type ViewSettings } from '../schemas/saved-views';

/** A named way to look at a board, the owner's alone or shared with the board. */
export interface SavedView extends Omit<Tables<'saved_views'>, 'settings'> {
  readonly settings: ViewSettings;
}

/**
 * The view, or null when its settings are not ones this SDK can read: any
 * client may write the column through the API, so a shared view is checked
 * on the way in to every reader, not only on the way out of the SDK.
 */
export function toSavedView(row: Tables<'saved_views'>): SavedView | null {
  const settings = z.safeParse(viewSettingsSchema, row.settings);
  return settings.success ? { ...row, settings: settings.data } : null;
}

export const SAVED_VIEW_MESSAGES = {
  notFound: 'View not found.',
  forbidden: 'Only its owner, or an editor of the board for a shared view, can change this view.',
} as const;
