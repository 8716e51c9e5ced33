import { createContext, use } from 'react';

// Where overlays (dialogs, menus, popovers, tooltips, toasts) portal to. Undefined means
// document.body; a ThemeScope provides its own themed element so its overlays share its theme.
const PortalContainerContext = createContext<HTMLElement | undefined>(undefined);

export const PortalContainerProvider = PortalContainerContext.Provider;

/** The element overlays should portal into; undefined lets Radix use document.body. */
export function usePortalContainer(): HTMLElement | undefined {
  return use(PortalContainerContext);
}
