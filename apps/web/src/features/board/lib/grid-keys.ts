/** A cell of the table: its line (group headings included) and column. */
export interface GridCell {
  row: number;
  col: number;
}

/**
 * Where a navigation key moves the focus in a grid of `rows` lines and `cols`
 * columns, as in a spreadsheet; null for keys that do not navigate. Heading
 * lines have one cell (column 0), so moving onto one lands there.
 */
export function nextCell(
  from: GridCell,
  key: string,
  rows: number,
  cols: number,
  isHeading: (row: number) => boolean,
): GridCell | null {
  const clampRow = (row: number) => Math.min(Math.max(row, 0), rows - 1);
  const at = (row: number, col: number): GridCell => ({ row, col: isHeading(row) ? 0 : col });
  switch (key) {
    case 'ArrowDown':
      return at(clampRow(from.row + 1), from.col);
    case 'ArrowUp':
      return at(clampRow(from.row - 1), from.col);
    case 'ArrowRight':
      return isHeading(from.row) ? from : { row: from.row, col: Math.min(from.col + 1, cols - 1) };
    case 'ArrowLeft':
      return { row: from.row, col: Math.max(from.col - 1, 0) };
    case 'Home':
      return { row: from.row, col: 0 };
    case 'End':
      return isHeading(from.row) ? from : { row: from.row, col: cols - 1 };
    case 'PageDown':
      return at(clampRow(from.row + 10), from.col);
    case 'PageUp':
      return at(clampRow(from.row - 10), from.col);
    default:
      return null;
  }
}
