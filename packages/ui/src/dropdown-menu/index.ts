export { DropdownMenu } from './DropdownMenu';
export type { DropdownMenuEntry, DropdownMenuProps } from './DropdownMenu';
