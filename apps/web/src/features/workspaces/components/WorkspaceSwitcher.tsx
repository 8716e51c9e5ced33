import { Button, DropdownMenu, Icon, type DropdownMenuEntry } from '@teamboard/ui';
import { useMatch, useNavigate } from 'react-router';
import { useMyWorkspaces } from '../hooks/use-workspace-queries';
import { useT } from '@/shared/i18n';

/** The header's way between workspaces; names the one open now. */
export function WorkspaceSwitcher() {
  const { t } = useT();
  const navigate = useNavigate();
  const match = useMatch('/w/:slug/*');
  const workspaces = useMyWorkspaces();
  const current = workspaces.data?.find((workspace) => workspace.slug === match?.params.slug);

  const items: DropdownMenuEntry[] = [
    ...(workspaces.data ?? []).map((workspace) => ({
      id: workspace.id,
      label:
        workspace.id === current?.id
          ? t('workspaces.switcher.current', { name: workspace.name })
          : workspace.name,
      onSelect: () => void navigate(`/w/${workspace.slug}`),
    })),
    ...(workspaces.isError && workspaces.data === undefined
      ? [{ type: 'label' as const, id: 'error', label: t('workspaces.switcher.loadError') }]
      : []),
    { type: 'separator', id: 'sep' },
    { id: 'all', label: t('workspaces.switcher.all'), onSelect: () => void navigate('/workspaces') },
  ];

  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="app-switcher"
          // The name holds the visible text (WCAG 2.5.3): the current workspace's name, or else the
          // button's own words, which then name it.
          aria-label={current ? t('workspaces.switcher.labelCurrent', { name: current.name }) : undefined}
        >
          <span className="app-switcher__name">{current?.name ?? t('workspaces.switcher.label')}</span>
          <Icon name="chevronDown" />
        </Button>
      }
      items={items}
    />
  );
}
