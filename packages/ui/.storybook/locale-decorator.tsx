import { I18nProvider } from '@lingui/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, useMemo, type ReactNode } from 'react';
import { isLocale, sourceLocale } from '../src/i18n/locales';
import { testI18n } from '../src/i18n/test-i18n';

export const localeGlobalType: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: 'Language of the examples',
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

/** Wraps every story in the chosen language's catalogue, as an app's provider would. */
export const withLocale: Decorator = (Story, context) => (
  <LocaleFrame locale={(context.globals.locale as string | undefined) ?? sourceLocale}>
    <Story />
  </LocaleFrame>
);
