import { describe, expect, it, vi } from 'vitest';
import { comboOf, createShortcutRegistry, normaliseCombo, type ShortcutEvent } from './shortcuts';

interface FakeInit {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

/** A keydown as the registry sees it; the unit tests run without a DOM. */
function key(init: FakeInit, target: EventTarget | null = null): ShortcutEvent {
  const event = {
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    defaultPrevented: false,
    target,
    ...init,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

const input = { tagName: 'INPUT', type: 'text' } as unknown as EventTarget;

describe('combinations', () => {
  it('spells events and registrations the same way', () => {
    expect(comboOf(key({ key: '?', shiftKey: true }), false)).toBe('?');
    expect(comboOf(key({ key: 'N', shiftKey: true }), false)).toBe('Shift+n');
    expect(comboOf(key({ key: 'k', ctrlKey: true }), false)).toBe('Mod+k');
    expect(comboOf(key({ key: 'k', metaKey: true }), true)).toBe('Mod+k');
    expect(comboOf(key({ key: 'k', ctrlKey: true }), true)).toBe('k');
    expect(normaliseCombo('N')).toBe('Shift+n');
    expect(normaliseCombo('shift+n')).toBe('Shift+n');
    expect(normaliseCombo('mod+K')).toBe('Mod+Shift+k');
    expect(normaliseCombo('Shift+?')).toBe('?');
    expect(normaliseCombo('Escape')).toBe('Escape');
  });
});

describe('registry', () => {
  it('runs the newest registration of a key and lists every one', () => {
    const registry = createShortcutRegistry();
    const board = vi.fn();
    const drawer = vi.fn();
    registry.register({
      key: 'n',
      description: 'New card',
      group: 'Board',
      allowInInputs: false,
      run: board,
    });
    const unregister = registry.register({
      key: 'n',
      description: 'New comment',
      group: 'Card',
      allowInInputs: false,
      run: drawer,
    });
    expect(registry.entries().map((entry) => entry.description)).toEqual(['New card', 'New comment']);

    const event = key({ key: 'n' });
    expect(registry.dispatch(event, false)).toBe(true);
    expect(drawer).toHaveBeenCalledTimes(1);
    expect(board).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(true);

    unregister();
    registry.dispatch(key({ key: 'n' }), false);
    expect(board).toHaveBeenCalledTimes(1);
    expect(registry.entries()).toHaveLength(1);
  });

  it('leaves typing and already handled keys alone', () => {
    const registry = createShortcutRegistry();
    const run = vi.fn();
    const escape = vi.fn();
    registry.register({ key: 'n', description: 'New card', group: 'Board', allowInInputs: false, run });
    registry.register({
      key: 'Escape',
      description: 'Close',
      group: 'Board',
      allowInInputs: true,
      run: escape,
    });
    expect(registry.dispatch(key({ key: 'n' }, input), false)).toBe(false);
    expect(registry.dispatch(key({ key: 'Escape' }, input), false)).toBe(true);
    const handled = key({ key: 'n' });
    handled.preventDefault();
    expect(registry.dispatch(handled, false)).toBe(false);
    expect(run).not.toHaveBeenCalled();
    expect(escape).toHaveBeenCalledTimes(1);
  });

  it('notifies subscribers with a stable snapshot between changes', () => {
    const registry = createShortcutRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    const first = registry.entries();
    expect(registry.entries()).toBe(first);
    registry.register({
      key: '?',
      description: 'Help',
      group: 'General',
      allowInInputs: false,
      run: vi.fn(),
    });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(registry.entries()).not.toBe(first);
  });
});
