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

/** One offered Undo: runs at most once, from its toast's button or from Ctrl/Cmd+Z. */
export interface UndoEntry {
  /** Runs the undo unless it already ran or its window has passed; true when it ran. */
  run: () => boolean;
}

/**
 * The Undos on offer, newest last, so Ctrl/Cmd+Z undoes the last undoable action the way its toast's
 * button would. An entry leaves once run or once its window has passed (as its toast does).
 */
export function createUndoStack(now: () => number = Date.now) {
  let entries: { expiresAt: number; entry: UndoEntry }[] = [];
  const live = () => {
    const at = now();
    entries = entries.filter((item) => item.expiresAt > at);
    return entries;
  };
  return {
    offer(undo: () => void, windowMs = UNDO_WINDOW_MS): UndoEntry {
      let done = false;
      const entry: UndoEntry = {
        run: () => {
          if (done || now() >= item.expiresAt) return false;
          done = true;
          entries = entries.filter((candidate) => candidate !== item);
          undo();
          return true;
        },
      };
      const item = { expiresAt: now() + windowMs, entry };
      entries = [...live(), item];
      return entry;
    },
    /** Undoes the newest action still on offer; false when there is none. */
    undoLast(): boolean {
      const last = live().at(-1);
      return last !== undefined && last.entry.run();
    },
  };
}

/** The app's one stack: every toast's Undo lands here, and Ctrl/Cmd+Z takes from it. */
export const undoStack = createUndoStack();
