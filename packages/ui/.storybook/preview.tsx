import type { Preview } from '@storybook/react-vite';
import '../src/styles.css';
import './preview.css';
import { loadRegion } from '../src/toast/Toast';
import { DocsPage } from './DocsPage';
import { sourceLocale } from '../src/i18n/locales';
import { localeGlobalType, withLocale } from './locale-decorator';
import { themeGlobalType, withModalsClosedInDocs, withTheme } from './theme-decorator';

const preview: Preview = {
  tags: ['autodocs'],
  // Outermost last: the theme scope wraps everything, so portalled overlays follow it.
  decorators: [withModalsClosedInDocs, withLocale, withTheme],
  // The toast region's code is fetched before a story renders: a toast shown on mount then appears
  // at once, instead of resuming after the story's test has moved on.
  loaders: [
    async () => {
      await loadRegion();
      return {};
    },
  ],
  globalTypes: { ...themeGlobalType, ...localeGlobalType },
  initialGlobals: { theme: 'light', locale: sourceLocale },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, sort: 'requiredFirst' },
    // Every story must pass axe: a violation fails its test, not just a panel in the UI.
    a11y: { test: 'error' },
    backgrounds: { disabled: true },
    docs: { page: DocsPage },
    options: {
      // Welcome first, then Foundations, then groups from the smallest pieces to whole screens.
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          ['Tokens', ['Colours', 'Typography', 'Spacing', 'Radii', 'Motion'], 'Icon', 'ThemeSwitch'],
          'Primitives',
          'Layout',
          'Forms',
          'Data display',
          'Feedback',
          'Overlays',
          'Navigation',
          'People',
          'Text',
          'Content',
          'Board',
          'Notifications',
          'Workspace',
          '*',
        ],
      },
    },
  },
};

export default preview;
