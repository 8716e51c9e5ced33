import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeScope } from '../src/theme';

export type ThemeGlobal = 'light' | 'dark';

export const themeGlobalType: NonNullable<Preview['globalTypes']> = {
  theme: {
    description: 'Colour theme of the examples',
    toolbar: {
      title: 'Theme',
      icon: 'mirror',
      items: [
        { value: 'light', title: 'Light', icon: 'sun' },
        { value: 'dark', title: 'Dark', icon: 'moon' },
      ],
      dynamicTitle: true,
    },
  },
};

/**
 * Every story renders inside its own ThemeScope, never by theming the document: a docs page shows
 * many stories on one document, and each must carry the toolbar's theme (overlays included, through
 * the scope's portal container). On a story's own page the document is that story's alone, so its
 * colour scheme follows too and the padding around the example matches.
 */
export const withTheme: Decorator = (Story, context) => {
  const theme: ThemeGlobal = context.globals.theme === 'dark' ? 'dark' : 'light';
  if (context.viewMode === 'story') document.documentElement.dataset.theme = theme;
  return (
    <ThemeScope
      theme={theme}
      className={context.viewMode === 'docs' ? 'sb-docs-example' : 'sb-story-example'}
    >
      {Story()}
    </ThemeScope>
  );
};

/**
 * A modal opened on a docs page would lock the whole page (focus trap, scroll lock, inert
 * background), so stories with `parameters.modal` show their trigger there and open on their own page.
 */
export const withModalsClosedInDocs: Decorator = (Story, context) => {
  if (context.viewMode !== 'docs' || context.parameters.modal !== true) return Story();
  const closed = { ...context.args };
  if ('defaultOpen' in closed) closed.defaultOpen = false;
  if ('open' in closed) closed.open = false;
  return Story({ args: closed });
};
