export { Kbd } from './Kbd';
export type { KbdProps } from './Kbd';
