export { usePortalContainer } from './PortalContainer';
export { ThemeProvider, useTheme } from './ThemeProvider';
export { ThemeScope } from './ThemeScope';
export { ThemeSwitch } from './ThemeSwitch';
export type { ThemePreference, ThemeProviderProps } from './ThemeProvider';
export type { ThemeScopeProps } from './ThemeScope';
export type { ThemeSwitchProps } from './ThemeSwitch';
