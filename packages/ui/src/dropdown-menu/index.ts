export { DropdownMenu } from './DropdownMenu';
export { DropdownMenuCheckboxItem } from './DropdownMenuCheckboxItem';
export type { DropdownMenuEntry, DropdownMenuProps } from './DropdownMenu';
export type { DropdownMenuCheckboxItemProps } from './DropdownMenuCheckboxItem';
