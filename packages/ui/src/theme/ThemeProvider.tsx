import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';

export type ThemePreference = 'system' | 'light' | 'dark';

interface ThemeContextValue {
  preference: ThemePreference;
  setPreference: (preference: ThemePreference) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);
const storageKey = 'teamboard.theme';

function readStored(): ThemePreference {
  try {
    const value = globalThis.localStorage?.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    // Storage can be blocked (private mode, sandboxed iframes); the system theme is a fine default.
    return 'system';
  }
}

export interface ThemeProviderProps {
  children: ReactNode;
  /** Overrides the stored preference, e.g. in tests; when omitted the user's last choice is restored. */
  defaultPreference?: ThemePreference;
  /** Element that receives `data-theme`; defaults to `<html>` so portals (dialogs, toasts) follow too. */
  target?: HTMLElement;
}

/** Follows the system colour scheme unless the user pins light or dark, and remembers that choice. */
export function ThemeProvider({ children, defaultPreference, target }: ThemeProviderProps) {
  const [preference, setPreferenceState] = useState<ThemePreference>(() => defaultPreference ?? readStored());

  useEffect(() => {
    const element = target ?? document.documentElement;
    if (preference === 'system') element.removeAttribute('data-theme');
    else element.setAttribute('data-theme', preference);
  }, [preference, target]);

  const value = useMemo<ThemeContextValue>(
    () => ({
      preference,
      setPreference: (next) => {
        setPreferenceState(next);
        try {
          if (next === 'system') globalThis.localStorage?.removeItem(storageKey);
          else globalThis.localStorage?.setItem(storageKey, next);
        } catch {
          // Not persisting is acceptable; the choice still applies for this visit.
        }
      },
    }),
    [preference],
  );

  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme preference and a setter; needs a ThemeProvider above it. */
export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>.');
  return value;
}
