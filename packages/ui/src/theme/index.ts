export { ThemeProvider, useTheme } from './ThemeProvider';
export { ThemeSwitch } from './ThemeSwitch';
export type { ThemePreference, ThemeProviderProps } from './ThemeProvider';
export type { ThemeSwitchProps } from './ThemeSwitch';
