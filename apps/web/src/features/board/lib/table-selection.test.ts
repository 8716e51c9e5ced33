import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  extendSelection,
  headerState,
  keepShown,
  rowOrder,
  selectRange,
  toggleAll,
  toggleRow,
} from './table-selection';

const order = ['a', 'b', 'c', 'd', 'e'];
const ids = (selection: { ids: ReadonlySet<string> }) => [...selection.ids].sort();

describe('table selection', () => {
  it('toggles one row and makes it the anchor', () => {
    const one = toggleRow(emptySelection, 'b');
    expect(ids(one)).toEqual(['b']);
    expect(one.anchor).toBe('b');
    const none = toggleRow(one, 'b');
    expect(ids(none)).toEqual([]);
    expect(none.anchor).toBe('b');
  });

  it('selects a range from the anchor down or up, inclusive', () => {
    expect(ids(selectRange(toggleRow(emptySelection, 'b'), order, 'd'))).toEqual(['b', 'c', 'd']);
    expect(ids(selectRange(toggleRow(emptySelection, 'd'), order, 'a'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives the range the anchor’s state: a range from an unselected anchor clears', () => {
    const all = toggleAll(emptySelection, order);
    const cleared = selectRange(toggleRow(all, 'b'), order, 'd');
    expect(ids(cleared)).toEqual(['a', 'e']);
  });

  it('keeps rows selected outside the range and moves the anchor to the clicked row', () => {
    const start = toggleRow(toggleRow(emptySelection, 'e'), 'a');
    const range = selectRange(start, order, 'b');
    expect(ids(range)).toEqual(['a', 'b', 'e']);
    expect(range.anchor).toBe('b');
  });

  it('falls back to a toggle without an anchor, or with one no longer shown', () => {
    expect(ids(selectRange(emptySelection, order, 'c'))).toEqual(['c']);
    const gone = { ids: new Set(['z']), anchor: 'z' };
    expect(ids(selectRange(gone, order, 'c'))).toEqual(['c', 'z']);
  });

  it('selects all shown rows, and clears when all are selected', () => {
    expect(headerState(emptySelection, order)).toBe(false);
    const some = toggleRow(emptySelection, 'a');
    expect(headerState(some, order)).toBe('indeterminate');
    const all = toggleAll(some, order);
    expect(ids(all)).toEqual(order);
    expect(headerState(all, order)).toBe(true);
    expect(ids(toggleAll(all, order))).toEqual([]);
    expect(headerState(emptySelection, [])).toBe(false);
  });

  it('drops rows no longer shown, keeping the same object when nothing changes', () => {
    const selection = selectRange(toggleRow(emptySelection, 'a'), order, 'c');
    expect(keepShown(selection, order)).toBe(selection);
    const kept = keepShown(selection, ['a', 'c', 'd']);
    expect(ids(kept)).toEqual(['a', 'c']);
    expect(kept.anchor).toBe('c');
    expect(keepShown(selection, ['a']).anchor).toBeNull();
    expect(keepShown(emptySelection, order)).toBe(emptySelection);
  });

  it('orders rows once each, where they first appear', () => {
    expect(rowOrder(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });

  it('extends from the anchor with Shift+Arrow, and shrinks back toward it', () => {
    // Space on c, then Shift+Up twice: b and a join; Shift+Down once: a leaves again.
    const start = toggleRow(emptySelection, 'c');
    const up = extendSelection(start, order, 'c', 'b');
    expect(ids(up)).toEqual(['b', 'c']);
    const upAgain = extendSelection(up, order, 'b', 'a');
    expect(ids(upAgain)).toEqual(['a', 'b', 'c']);
    const back = extendSelection(upAgain, order, 'a', 'b');
    expect(ids(back)).toEqual(['b', 'c']);
    expect(back.anchor).toBe('c');
    // Past the anchor the other way: the range now runs from c downward.
    const down = extendSelection(extendSelection(back, order, 'b', 'c'), order, 'c', 'd');
    expect(ids(down)).toEqual(['c', 'd']);
  });

  it('starts a range at the row it leaves when there is no anchor, and keeps rows selected elsewhere', () => {
    const elsewhere = { ids: new Set(['e']), anchor: null };
    const extended = extendSelection(elsewhere, order, 'b', 'c');
    expect(ids(extended)).toEqual(['b', 'c', 'e']);
    expect(extended.anchor).toBe('b');
  });
});
