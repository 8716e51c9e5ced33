import * as z from 'zod/mini';
import type { BoardViewer, ReceivedBoardHint, ViewerState } from './types';

/** What each tab tracks in the channel's presence. */
export interface PresenceMeta {
  readonly userId: string;
  readonly displayName: string;
  readonly avatarUrl: string | null;
  readonly openCardId: string | null;
}

export function presenceMeta(userId: string, state: ViewerState): PresenceMeta {
  return {
    userId,
    displayName: state.displayName,
    avatarUrl: state.avatarUrl ?? null,
    openCardId: state.openCardId ?? null,
  };
}

const metaSchema = z.object({
  userId: z.string().check(z.minLength(1)),
  displayName: z.string(),
  avatarUrl: z.catch(z.nullable(z.string()), null),
  openCardId: z.catch(z.nullable(z.string()), null),
});

/**
 * One viewer per user, from realtime-js's presence state (key → metas, one
 * meta per tab). The newest tab's meta wins; anything malformed another
 * client tracked is skipped.
 */
export function viewersFrom(state: Readonly<Record<string, readonly unknown[]>>): BoardViewer[] {
  const byUser = new Map<string, BoardViewer>();
  for (const metas of Object.values(state)) {
    for (const meta of metas) {
      const parsed = metaSchema.safeParse(meta);
      if (parsed.success) byUser.set(parsed.data.userId, parsed.data);
    }
  }
  return [...byUser.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
}

const id = z.string().check(z.minLength(1));
const hintSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('dragging-card'), cardId: id }),
  z.object({ kind: z.literal('dragging-list'), listId: id }),
  z.object({ kind: z.literal('editing-card'), cardId: id, field: z.optional(z.string()) }),
  z.object({ kind: z.literal('idle') }),
]);
const receivedSchema = z.intersection(hintSchema, z.object({ userId: id, sentAt: z.string() }));

/** A broadcast hint, or `undefined` when another client sent something else. */
export function parseHint(payload: unknown): ReceivedBoardHint | undefined {
  const parsed = receivedSchema.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}
