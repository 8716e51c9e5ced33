import type { Preview } from '@storybook/react-vite';
import base from '../.storybook/preview';

// Its own config folder rather than a define: Vitest projects in one run share `import.meta.env`,
// so a per-project variable would leak into the English stories.
// `tags` is repeated because the test plugin reads a preview's tags from its source.
const preview: Preview = {
  ...base,
  tags: ['autodocs'],
  initialGlobals: { ...base.initialGlobals, locale: 'de' },
};

export default preview;
