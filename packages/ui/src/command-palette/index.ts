export { CommandPalette } from './CommandPalette';
export { highlightParts } from './highlight';
export { Highlighted } from './Highlighted';
export type { CommandGroup, CommandItem, CommandPaletteProps } from './CommandPalette';
export type { HighlightPart } from './highlight';
