import { clsx } from 'clsx';

const macSymbols: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧', Ctrl: '⌃', Enter: '↵' };
const otherNames: Record<string, string> = { Mod: 'Ctrl' };
const spoken: Record<string, string> = {
  Mod: 'Command',
  Alt: 'Option',
  Shift: 'Shift',
  Ctrl: 'Control',
  Enter: 'Return',
};

function isApple(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}

export interface KbdProps {
  /** The keys pressed together, e.g. `['Mod', 'K']`; `Mod` is ⌘ on Apple devices and Ctrl elsewhere. */
  keys: readonly string[];
  /** Which keyboard to spell the keys for; detected from the browser when omitted. */
  platform?: 'apple' | 'other';
  className?: string;
}

/** A keyboard shortcut, drawn as keys; one <kbd> per key inside an outer <kbd>, as HTML intends for combinations. */
export function Kbd({ keys, platform, className }: KbdProps) {
  const apple = (platform ?? (isApple() ? 'apple' : 'other')) === 'apple';
  const label = keys.map((key) => (apple ? (spoken[key] ?? key) : (otherNames[key] ?? key))).join(' ');
  return (
    <kbd className={clsx('tb-kbd', className)}>
      {/* The symbols mean little when read aloud; the keys' names are read instead. */}
      <span className="tb-visually-hidden">{label}</span>
      {keys.map((key, index) => (
        <kbd key={`${key}-${String(index)}`} className="tb-kbd__key" aria-hidden>
          {apple ? (macSymbols[key] ?? key) : (otherNames[key] ?? key)}
        </kbd>
      ))}
    </kbd>
  );
}
