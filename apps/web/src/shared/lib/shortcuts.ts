/**
 * Keyboard shortcuts shared by every signed-in screen, and the list the `?`
 * help dialog shows.
 *
 *   useShortcut('n', () => openComposer(), 'Add a card');
 *   useShortcut('Escape', close, 'Close the card', { allowInInputs: true });
 *
 * - `key` is `KeyboardEvent.key` ("n", "?", "/", "ArrowLeft", "Escape"), with
 *   optional modifiers written first: "Mod+k" (Ctrl, or ⌘ on macOS), "Shift+N", "Alt+1".
 * - Registered while the calling component is mounted, and listed in the help
 *   dialog under its `description` for that long (`group` sorts the list).
 * - Ignored while typing in an input, textarea, select or contenteditable,
 *   unless `allowInInputs`; ignored when a handler earlier in the page called
 *   `preventDefault()` (a dialog's own Escape, say).
 * - When two mounted components register one key, the one mounted last wins,
 *   so a drawer over the board takes a key from the board beneath it.
 * - The handler receives the event; the registry calls `preventDefault()` for it.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export interface ShortcutOptions {
  /** Heading it is listed under in the help dialog (in the active language); defaults to the general group. */
  readonly group?: string;
  /** Fire even while focus is in a text field. */
  readonly allowInInputs?: boolean;
  /** Registered but switched off, e.g. for roles that may not edit. */
  readonly disabled?: boolean;
}

/**
 * The group of shortcuts given none: a key, not a heading, so the help dialog shows it in the
 * active language (and first).
 */
export const GENERAL_SHORTCUT_GROUP = 'General';

/** What the help dialog lists. */
export interface ShortcutEntry {
  readonly id: number;
  readonly key: string;
  readonly description: string;
  readonly group: string;
}

/** The part of a `KeyboardEvent` shortcuts look at. */
export type ShortcutEvent = Pick<
  KeyboardEvent,
  | 'key'
  | 'ctrlKey'
  | 'metaKey'
  | 'altKey'
  | 'shiftKey'
  | 'defaultPrevented'
  | 'isComposing'
  | 'target'
  | 'preventDefault'
>;

interface Registration extends ShortcutEntry {
  readonly allowInInputs: boolean;
  readonly run: (event: ShortcutEvent) => void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The combination an event stands for, in the same spelling `useShortcut` takes. */
export function comboOf(
  event: Pick<ShortcutEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  mac = isMac(),
): string {
  const parts: string[] = [];
  if (mac ? event.metaKey : event.ctrlKey) parts.push('Mod');
  if (event.altKey) parts.push('Alt');
  // "?" and "A" already say Shift; only named keys (Shift+Enter) and letters spelled with Shift keep it.
  const key = event.key;
  if (event.shiftKey && (key.length > 1 || /[a-z]/i.test(key))) parts.push('Shift');
  parts.push(key.length === 1 && /[a-z]/i.test(key) ? key.toLowerCase() : key);
  return parts.join('+');
}

/** Normalises a combination as written by a caller ("shift+N" → "Shift+n"). */
export function normaliseCombo(combo: string): string {
  const parts = combo.split('+');
  const key = parts.pop() ?? '';
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  const out: string[] = [];
  if (modifiers.has('mod')) out.push('Mod');
  if (modifiers.has('alt')) out.push('Alt');
  const letter = key.length === 1 && /[a-z]/i.test(key);
  if (modifiers.has('shift') || (letter && key !== key.toLowerCase())) {
    if (key.length > 1 || letter) out.push('Shift');
  }
  out.push(letter ? key.toLowerCase() : key === '' ? '+' : key);
  return out.join('+');
}

/** True when the key press is text entry, which shortcuts must not steal. */
function typingIn(target: EventTarget | null): boolean {
  // Read structurally: the element may come from another frame, where `instanceof HTMLElement` fails.
  const element = target as Partial<Pick<HTMLInputElement, 'tagName' | 'type' | 'isContentEditable'>> | null;
  if (element === null || typeof element.tagName !== 'string') return false;
  if (element.isContentEditable === true) return true;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = element.type ?? 'text';
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** The registry itself; exported for tests and for the help dialog. */
export function createShortcutRegistry() {
  let registrations: Registration[] = [];
  let snapshot: readonly ShortcutEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();

  const publish = () => {
    snapshot = registrations.map(({ id, key, description, group }) => ({ id, key, description, group }));
    for (const listener of listeners) listener();
  };

  return {
    register(entry: Omit<Registration, 'id'>): () => void {
      const registration: Registration = { ...entry, key: normaliseCombo(entry.key), id: nextId++ };
      registrations = [...registrations, registration];
      publish();
      return () => {
        registrations = registrations.filter((candidate) => candidate !== registration);
        publish();
      };
    },
    /** Runs the newest registration for the event's combination; true when one ran. */
    dispatch(event: ShortcutEvent, mac = isMac()): boolean {
      if (event.defaultPrevented || event.isComposing) return false;
      const combo = comboOf(event, mac);
      const inInput = typingIn(event.target);
      for (let index = registrations.length - 1; index >= 0; index -= 1) {
        const registration = registrations[index];
        if (registration === undefined || registration.key !== combo) continue;
        if (inInput && !registration.allowInInputs) return false;
        event.preventDefault();
        registration.run(event);
        return true;
      }
      return false;
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    entries: (): readonly ShortcutEntry[] => snapshot,
  };
}

export type ShortcutRegistry = ReturnType<typeof createShortcutRegistry>;

/** The app's one registry: shortcuts of every feature land in one list and one keydown listener. */
export const shortcuts: ShortcutRegistry = createShortcutRegistry();

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', (event) => {
    shortcuts.dispatch(event);
  });
}

/** Registers `key` while the component is mounted; see the top of this file. */
export function useShortcut(
  key: string,
  handler: (event: ShortcutEvent) => void,
  description: string,
  options: ShortcutOptions = {},
): void {
  // The latest handler runs without re-registering (which would reorder who wins) on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { group = GENERAL_SHORTCUT_GROUP, allowInInputs = false, disabled = false } = options;
  useEffect(() => {
    if (disabled) return undefined;
    listen();
    return shortcuts.register({
      key,
      description,
      group,
      allowInInputs,
      run: (event) => latest.current(event),
    });
  }, [key, description, group, allowInInputs, disabled]);
}

/** Every shortcut registered right now, for the help dialog. */
export function useRegisteredShortcuts(): readonly ShortcutEntry[] {
  return useSyncExternalStore(shortcuts.subscribe, shortcuts.entries, shortcuts.entries);
}
