import { Button, DropdownMenu, Icon, type DropdownMenuEntry } from '@teamboard/ui';
import { useMatch, useNavigate } from 'react-router';
import { useMyWorkspaces } from '../hooks/use-workspace-queries';

/** The header's way between workspaces; names the one open now. */
export function WorkspaceSwitcher() {
  const navigate = useNavigate();
  const match = useMatch('/w/:slug/*');
  const workspaces = useMyWorkspaces();
  const current = workspaces.data?.find((workspace) => workspace.slug === match?.params.slug);

  const items: DropdownMenuEntry[] = [
    ...(workspaces.data ?? []).map((workspace) => ({
      id: workspace.id,
      label: workspace.id === current?.id ? `${workspace.name} (current)` : workspace.name,
      onSelect: () => void navigate(`/w/${workspace.slug}`),
    })),
    ...(workspaces.isError
      ? [{ type: 'label' as const, id: 'error', label: 'Workspaces could not be loaded' }]
      : []),
    { type: 'separator', id: 'sep' },
    { id: 'all', label: 'All workspaces', onSelect: () => void navigate('/workspaces') },
  ];

  return (
    <DropdownMenu
      align="start"
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="app-switcher"
          aria-label={`Switch workspace${current ? `, current: ${current.name}` : ''}`}
        >
          <span className="app-switcher__name">{current?.name ?? 'Workspaces'}</span>
          <Icon name="chevronDown" />
        </Button>
      }
      items={items}
    />
  );
}
