/** How long an Undo stays offered after an archive, delete, move or bulk change (issue 17: ~10 s). */
export const UNDO_WINDOW_MS = 10_000;

export interface Deferred {
  /** Cancels the pending commit; false when it already ran. */
  undo: () => boolean;
}

/**
 * Runs `commit` once the undo window has passed, unless undone first. Kept
 * outside React, so closing the drawer or leaving the board does not drop it.
 */
export function commitAfterUndoWindow(commit: () => void, windowMs = UNDO_WINDOW_MS): Deferred {
  let pending = true;
  const timer = setTimeout(() => {
    pending = false;
    commit();
  }, windowMs);
  return {
    undo: () => {
      if (!pending) return false;
      pending = false;
      clearTimeout(timer);
      return true;
    },
  };
}
