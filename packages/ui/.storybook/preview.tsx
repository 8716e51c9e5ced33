import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles.css';

type ThemeGlobal = 'system' | 'light' | 'dark';

// Sets the theme on <html> (not a wrapper) so portalled content — dialogs, menus, toasts — follows it.
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeGlobal | undefined) ?? 'system';
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'System', icon: 'browser' },
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every story must pass axe: a violation fails its test, not just a panel in the UI.
    a11y: { test: 'error' },
    backgrounds: { disabled: true },
  },
};

export default preview;
