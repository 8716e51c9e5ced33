export { BoardColumn } from './BoardColumn';
export type { BoardColumnProps } from './BoardColumn';
