import { Dialog } from '@teamboard/ui';
import { useRegisteredShortcuts, type ShortcutEntry } from '../shortcuts';

export interface KeyboardShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Mod+Shift+k" as the keys printed on this keyboard. */
function KeyCombo({ combo }: { combo: string }) {
  const parts = combo.split('+').map((part) => (part === 'Mod' ? (isMac ? '⌘' : 'Ctrl') : part));
  return (
    <span className="shortcut-keys">
      {parts.map((part, index) => (
        <kbd key={`${part}-${String(index)}`}>{part === ' ' ? 'Space' : part}</kbd>
      ))}
    </span>
  );
}

function byGroup(entries: readonly ShortcutEntry[]): [string, ShortcutEntry[]][] {
  const groups = new Map<string, ShortcutEntry[]>();
  for (const entry of entries) {
    // A key registered twice (board and drawer) is listed once, under its newest meaning.
    const list = groups.get(entry.group) ?? [];
    groups.set(entry.group, [...list.filter((other) => other.key !== entry.key), entry]);
  }
  return [...groups.entries()].sort(([a], [b]) =>
    a === 'General' ? -1 : b === 'General' ? 1 : a.localeCompare(b),
  );
}

/** Lists every shortcut registered on the current screen; opened with `?`. */
export function KeyboardShortcutsDialog({ open, onOpenChange }: KeyboardShortcutsDialogProps) {
  const entries = useRegisteredShortcuts();
  return (
    <Dialog title="Keyboard shortcuts" open={open} onOpenChange={onOpenChange} size="sm">
      {byGroup(entries).map(([group, list]) => (
        <section key={group} className="shortcut-group" aria-label={group}>
          <h3>{group}</h3>
          <dl>
            {list.map((entry) => (
              <div key={entry.id} className="shortcut-row">
                <dt>
                  <KeyCombo combo={entry.key} />
                </dt>
                <dd>{entry.description}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </Dialog>
  );
}
