import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { useEffect, useMemo } from 'react';
import { isLocale, sourceLocale } from '../src/i18n/locales';
import { testI18n } from '../src/i18n/test-i18n';
import '../src/styles.css';

type ThemeGlobal = 'system' | 'light' | 'dark';

// Sets the theme on <html> (not a wrapper) so portalled content — dialogs, menus, toasts — follows it.
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as ThemeGlobal | undefined) ?? 'system';
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
  return <Story />;
};

// A missing message fails the story: the handler logs an error, and the test setup turns errors into failures.
const reportMissing = (locale: string, id: string) => {
  console.error(`Missing message "${id}" in the ${locale} catalogue`);
  return id;
};

function LocaleFrame({ locale, children }: { locale: string; children: ReactNode }) {
  const i18n = useMemo(() => testI18n(isLocale(locale) ? locale : sourceLocale, reportMissing), [locale]);
  useEffect(() => {
    document.documentElement.lang = i18n.locale;
  }, [i18n]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

// Wraps every story in the chosen language's catalogue, as an app's provider would.
const withLocale: Decorator = (Story, context) => (
  <LocaleFrame locale={(context.globals.locale as string | undefined) ?? sourceLocale}>
    <Story />
  </LocaleFrame>
);

// The story tests run once per language: their Vitest project sets this (see vitest.config.ts).
const storyLocale = (import.meta.env as Record<string, string | undefined>).VITE_STORY_LOCALE ?? sourceLocale;

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withTheme, withLocale],
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
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'EN' },
          { value: 'de', title: 'Deutsch', right: 'DE' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system', locale: storyLocale },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every story must pass axe: a violation fails its test, not just a panel in the UI.
    a11y: { test: 'error' },
    backgrounds: { disabled: true },
  },
};

export default preview;
