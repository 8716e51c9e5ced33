export { CardTile } from './CardTile';
export type { CardLabel, CardTileCover, CardTileProps, ChecklistProgress, DragHandleProps } from './CardTile';
