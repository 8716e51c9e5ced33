import { combineTags } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { Plugin } from 'vite';

/**
 * The German story tests render a sample: the first story of every stories file that the German
 * project tests (tagged `tag`), so each component is seen once in German rather than every story a
 * second time. It narrows the file's meta with `includeStories`, which Storybook's test transform
 * reads (from the source, hence a `pre` transform) before making one test per story.
 */
export function firstStoryPerFile(tag: string, previewTags: readonly string[]): Plugin {
  return {
    name: 'teamboard:first-story-per-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.stories\.tsx$/.test(id)) return null;
      const csf = loadCsf(code, { fileName: id, makeTitle: (title) => title }).parse();
      const meta = csf._metaNode;
      const first = Object.entries(csf._stories).find(([, story]) =>
        combineTags(...previewTags, ...(csf.meta?.tags ?? []), ...(story.tags ?? [])).includes(tag),
      )?.[0];
      if (meta?.start == null || first === undefined) return null;
      // Right after the meta's opening brace; a file that already narrows its stories keeps its own list.
      if (csf.meta?.includeStories !== undefined || csf.meta?.excludeStories !== undefined) return null;
      const at = meta.start + 1;
      return {
        code: `${code.slice(0, at)} includeStories: [${JSON.stringify(first)}], ${code.slice(at)}`,
        map: null,
      };
    },
  };
}
