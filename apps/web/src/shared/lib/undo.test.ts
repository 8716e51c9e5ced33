import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitAfterUndoWindow, createUndoStack, UNDO_WINDOW_MS } from './undo';

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

describe('createUndoStack', () => {
  const clock = () => {
    let at = 0;
    return { now: () => at, pass: (ms: number) => (at += ms) };
  };

  it('undoes the newest action first, each once', () => {
    const time = clock();
    const stack = createUndoStack(time.now);
    const undone: string[] = [];
    stack.offer(() => undone.push('first'));
    stack.offer(() => undone.push('second'));
    expect(stack.undoLast()).toBe(true);
    expect(stack.undoLast()).toBe(true);
    expect(stack.undoLast()).toBe(false);
    expect(undone).toEqual(['second', 'first']);
  });

  it('shares one run between the toast button and the shortcut', () => {
    const stack = createUndoStack(clock().now);
    const undo = vi.fn();
    const entry = stack.offer(undo);
    expect(entry.run()).toBe(true);
    expect(stack.undoLast()).toBe(false);
    expect(entry.run()).toBe(false);
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('offers nothing once the window has passed', () => {
    const time = clock();
    const stack = createUndoStack(time.now);
    const undo = vi.fn();
    const entry = stack.offer(undo, 1000);
    time.pass(1000);
    expect(stack.undoLast()).toBe(false);
    expect(entry.run()).toBe(false);
    expect(undo).not.toHaveBeenCalled();
  });
});
