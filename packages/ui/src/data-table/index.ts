export { EditableCell } from './EditableCell';
export { TableCell } from './TableCell';
export { TableHeaderCell } from './TableHeaderCell';
export type { EditableCellProps } from './EditableCell';
export type { TableCellProps } from './TableCell';
export type { SortDirection, TableHeaderCellProps } from './TableHeaderCell';
