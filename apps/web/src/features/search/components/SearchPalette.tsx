import { Icon } from '@teamboard/ui';
import { useState } from 'react';
import { useMatch } from 'react-router';
import { PartBoundary } from '@/features/system';
import { useShortcut } from '@/shared/lib/shortcuts';
import { lazyPart } from '@/shared/lib/lazy-screen';
import { useT } from '@/shared/i18n';
import '../search.css';

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform);

// The palette's code loads when it is first opened: every screen of a workspace shows the box.
const SearchDialog = lazyPart(
  () => import('./SearchDialog'),
  (m) => m.SearchDialog,
);

/**
 * The app bar's search box and the Ctrl/⌘-K palette behind it, on every
 * screen of a workspace: cards by full-text search, boards, people and actions.
 */
export function SearchPalette() {
  const slug = useMatch('/w/:slug/*')?.params.slug;
  if (slug === undefined) return null;
  return <WorkspacePalette slug={slug} />;
}

function WorkspacePalette({ slug }: { slug: string }) {
  const [open, setOpen] = useState(false);
  const { t } = useT();
  useShortcut('Mod+k', () => setOpen(true), t('search.label'), { allowInInputs: true });

  // The keys as this keyboard labels them (Ctrl is "Strg" on a German one).
  const keys = isMac() ? '⌘K' : [t('shell.keys.ctrl'), 'K'].join(' ');

  return (
    <>
      <button
        type="button"
        className="search-box"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <Icon name="search" size={16} aria-hidden />
        {/* Named by its text alone: the shortcut is told by aria-keyshortcuts, not read as a name. */}
        <span className="search-box__text">{t('search.box')}</span>
        <kbd className="search-box__kbd" aria-hidden>
          {keys}
        </kbd>
      </button>
      {open ? (
        <PartBoundary>
          <SearchDialog slug={slug} onClose={() => setOpen(false)} />
        </PartBoundary>
      ) : null}
    </>
  );
}
