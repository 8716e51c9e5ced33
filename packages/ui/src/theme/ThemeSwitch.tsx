import { ToggleGroup } from 'radix-ui';
import { Icon, type IconName } from '../icon';
import { useTheme, type ThemePreference } from './ThemeProvider';
import { useUiText, type UiMessageId } from '../i18n';

const options: { value: ThemePreference; label: UiMessageId; icon: IconName }[] = [
  { value: 'system', label: 'ui.theme.system', icon: 'monitor' },
  { value: 'light', label: 'ui.theme.light', icon: 'sun' },
  { value: 'dark', label: 'ui.theme.dark', icon: 'moon' },
];

export interface ThemeSwitchProps {
  /** Hide the text and keep only icons, for tight headers; the names stay available to screen readers. */
  compact?: boolean;
}

/** Lets the user pin light or dark, or go back to following the system. */
export function ThemeSwitch({ compact = false }: ThemeSwitchProps) {
  const { preference, setPreference } = useTheme();
  const { t } = useUiText();
  return (
    <ToggleGroup.Root
      type="single"
      className="tb-theme-switch"
      aria-label={t('ui.theme.label')}
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
          aria-label={compact ? t(option.label) : undefined}
        >
          <Icon name={option.icon} />
          {compact ? null : <span>{t(option.label)}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
