import { ToggleGroup } from 'radix-ui';
import { Icon, type IconName } from '../icon';
import { useTheme, type ThemePreference } from './ThemeProvider';

const options: { value: ThemePreference; label: string; icon: IconName }[] = [
  { value: 'system', label: 'System', icon: 'monitor' },
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
];

export interface ThemeSwitchProps {
  /** Hide the text and keep only icons, for tight headers; the names stay available to screen readers. */
  compact?: boolean;
}

/** Lets the user pin light or dark, or go back to following the system. */
export function ThemeSwitch({ compact = false }: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  return (
    <ToggleGroup.Root
      type="single"
      className="tb-theme-switch"
      aria-label="Colour theme"
      value={preference}
      onValueChange={(value) => {
        // Radix reports '' when the pressed item is clicked again; a theme is always chosen.
        if (value) setPreference(value as ThemePreference);
      }}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className="tb-theme-switch__item"
          aria-label={compact ? option.label : undefined}
        >
          <Icon name={option.icon} />
          {compact ? null : <span>{option.label}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
