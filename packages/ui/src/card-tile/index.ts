export { CardTile } from './CardTile';
export type { CardLabel, CardTileProps, ChecklistProgress, DragHandleProps } from './CardTile';
