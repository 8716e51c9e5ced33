/**
 * Which rows of the table are selected for a bulk action, as a value: every
 * change returns a new selection, so the component only stores it. `order`
 * is the table's card ids top to bottom as shown (a card listed under two
 * groups counts once, where it first appears).
 */
export interface TableSelection {
  readonly ids: ReadonlySet<string>;
  /** The row a Shift-click extends from: the last row toggled on its own. */
  readonly anchor: string | null;
}

export const emptySelection: TableSelection = { ids: new Set(), anchor: null };

/** The shown card ids, top to bottom, each once. */
export function rowOrder(ids: Iterable<string>): string[] {
  return [...new Set(ids)];
}

/** A click or Space on one row: flips it, and it becomes the anchor. */
export function toggleRow(selection: TableSelection, id: string): TableSelection {
  const ids = new Set(selection.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { ids, anchor: id };
}

/**
 * A Shift-click: every row from the anchor to `id` (either direction) takes
 * the state the anchor has, as in a mail client's list; without an anchor
 * still shown, a plain toggle.
 */
export function selectRange(selection: TableSelection, order: readonly string[], id: string): TableSelection {
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  if (from === -1 || to === -1) return toggleRow(selection, id);
  const select = selection.ids.has(selection.anchor!);
  const ids = new Set(selection.ids);
  for (const rowId of order.slice(Math.min(from, to), Math.max(from, to) + 1)) {
    if (select) ids.add(rowId);
    else ids.delete(rowId);
  }
  return { ids, anchor: id };
}

/**
 * Shift+Arrow from row `from` to row `to`, as in a file manager's list: the rows from the anchor
 * to `to` are selected, so moving back toward the anchor lets go of the row left behind. Without
 * an anchor still shown, the range starts at the row the focus leaves. The anchor stays put, and
 * rows selected outside the range stay selected.
 */
export function extendSelection(
  selection: TableSelection,
  order: readonly string[],
  from: string,
  to: string,
): TableSelection {
  const anchor = selection.anchor !== null && order.includes(selection.anchor) ? selection.anchor : from;
  const [a, f, t] = [order.indexOf(anchor), order.indexOf(from), order.indexOf(to)];
  if (f === -1 || t === -1) return selection;
  const ids = new Set(selection.ids);
  ids.add(anchor);
  if (Math.abs(t - a) < Math.abs(f - a)) ids.delete(from);
  else for (const rowId of order.slice(Math.min(a, t), Math.max(a, t) + 1)) ids.add(rowId);
  return { ids, anchor };
}

/** The header's box: all shown rows when some are not selected, none when all are. */
export function toggleAll(selection: TableSelection, order: readonly string[]): TableSelection {
  return headerState(selection, order) === true ? emptySelection : { ids: new Set(order), anchor: null };
}

/** What the header's box shows. */
export function headerState(selection: TableSelection, order: readonly string[]): boolean | 'indeterminate' {
  const shown = order.filter((id) => selection.ids.has(id)).length;
  if (shown === 0) return false;
  return shown === order.length ? true : 'indeterminate';
}

/**
 * Drops rows no longer shown (a filter changed, someone archived the card),
 * so a bulk action never reaches a card the person cannot see. The same
 * object when nothing is dropped, so keeping it causes no render.
 */
export function keepShown(selection: TableSelection, order: readonly string[]): TableSelection {
  // Nothing selected (the usual case): nothing to drop, and no set of every shown card to build.
  if (selection.ids.size === 0 && selection.anchor === null) return selection;
  const shown = new Set(order);
  if ([...selection.ids].every((id) => shown.has(id))) return selection;
  const ids = new Set([...selection.ids].filter((id) => shown.has(id)));
  return { ids, anchor: selection.anchor !== null && shown.has(selection.anchor) ? selection.anchor : null };
}
