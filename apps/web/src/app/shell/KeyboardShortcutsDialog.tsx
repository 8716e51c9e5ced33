import { Dialog } from '@teamboard/ui';
import { GENERAL_SHORTCUT_GROUP, useRegisteredShortcuts, type ShortcutEntry } from '@/shared/lib/shortcuts';
import { useT } from '@/shared/i18n';

export interface KeyboardShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** "Mod+Shift+k" as the keys printed on this keyboard. */
function KeyCombo({ combo }: { combo: string }) {
  const { t } = useT();
  const parts = combo
    .split('+')
    .map((part) => (part === 'Mod' ? (isMac ? '⌘' : t('shell.keys.ctrl')) : part));
  return (
    <span className="shortcut-keys">
      {parts.map((part, index) => (
        <kbd key={`${part}-${String(index)}`}>{part === ' ' ? t('shell.keys.space') : part}</kbd>
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
    a === GENERAL_SHORTCUT_GROUP ? -1 : b === GENERAL_SHORTCUT_GROUP ? 1 : a.localeCompare(b),
  );
}

/** Lists every shortcut registered on the current screen; opened with `?`. */
export function KeyboardShortcutsDialog({ open, onOpenChange }: KeyboardShortcutsDialogProps) {
  const entries = useRegisteredShortcuts();
  const { t } = useT();
  return (
    <Dialog title={t('shell.shortcuts.title')} open={open} onOpenChange={onOpenChange} size="sm">
      {byGroup(entries).map(([group, list]) => {
        const heading = group === GENERAL_SHORTCUT_GROUP ? t('shell.shortcuts.general') : group;
        return (
          <section key={group} className="shortcut-group" aria-label={heading}>
            <h3>{heading}</h3>
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
        );
      })}
    </Dialog>
  );
}
