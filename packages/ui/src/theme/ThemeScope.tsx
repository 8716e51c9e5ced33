import { clsx } from 'clsx';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { PortalContainerProvider } from './PortalContainer';

export interface ThemeScopeProps {
  /** The theme this subtree is pinned to. */
  theme: 'light' | 'dark';
  children: ReactNode;
  className?: string;
}

/**
 * Pins a subtree to one theme without touching <html>: a preview of the other theme, or one of
 * several examples on a page. Overlays opened inside it portal into a container that carries the
 * same theme, so a dialog opened from a dark scope is dark even on a light page.
 */
export function ThemeScope({ theme, children, className }: ThemeScopeProps) {
  // Created once, before the first overlay can render into it; attached to <body> so fixed overlays
  // are not clipped by the scope's own box.
  const [portal] = useState(() => {
    if (typeof document === 'undefined') return undefined;
    const element = document.createElement('div');
    element.className = 'tb-theme-scope__portal';
    return element;
  });
  useLayoutEffect(() => {
    if (!portal) return;
    document.body.append(portal);
    return () => portal.remove();
  }, [portal]);
  useLayoutEffect(() => {
    portal?.setAttribute('data-theme', theme);
  }, [portal, theme]);
  return (
    <div data-theme={theme} className={clsx('tb-theme-scope', className)}>
      <PortalContainerProvider value={portal}>{children}</PortalContainerProvider>
    </div>
  );
}
