export { Popover, PopoverClose } from './Popover';
export type { PopoverProps } from './Popover';
