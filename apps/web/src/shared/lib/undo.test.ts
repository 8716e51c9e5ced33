import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitAfterUndoWindow, UNDO_WINDOW_MS } from './undo';

describe('commitAfterUndoWindow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits once the window has passed', () => {
    const commit = vi.fn();
    const deferred = commitAfterUndoWindow(commit);
    vi.advanceTimersByTime(UNDO_WINDOW_MS - 1);
    expect(commit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(commit).toHaveBeenCalledTimes(1);
    expect(deferred.undo()).toBe(false);
  });

  it('never commits once undone, and undoes once', () => {
    const commit = vi.fn();
    const deferred = commitAfterUndoWindow(commit);
    expect(deferred.undo()).toBe(true);
    expect(deferred.undo()).toBe(false);
    vi.advanceTimersByTime(UNDO_WINDOW_MS * 2);
    expect(commit).not.toHaveBeenCalled();
  });
});
