import { LABEL_COLORS, LIMITS } from '@teamboard/sdk';
import { describe, expect, it } from 'vitest';
import { cardLabelsOf, labelChanges, labelsFull, suggestColor, withoutLabel } from './labels';

describe('suggestColor', () => {
  it('picks the first palette colour nobody uses', () => {
    expect(suggestColor([])).toBe('gray');
    expect(suggestColor([{ color: 'gray' }, { color: 'orange' }])).toBe('red');
  });

  it('falls back to gray once every colour is taken', () => {
    expect(suggestColor(LABEL_COLORS.map((color) => ({ color })))).toBe('gray');
  });
});

describe('labelsFull', () => {
  it('is true from the board limit on', () => {
    expect(labelsFull(LIMITS.labelsPerBoard - 1)).toBe(false);
    expect(labelsFull(LIMITS.labelsPerBoard)).toBe(true);
  });
});

describe('labelChanges', () => {
  const label = { name: 'Bug', color: 'red' } as const;

  it('is empty when nothing changed, ignoring surrounding spaces', () => {
    expect(labelChanges(label, { name: ' Bug ', color: 'red' })).toEqual({});
  });

  it('carries only the changed fields', () => {
    expect(labelChanges(label, { name: 'Defect', color: 'red' })).toEqual({ name: 'Defect' });
    expect(labelChanges(label, { name: 'Bug', color: 'blue' })).toEqual({ color: 'blue' });
  });
});

describe('withoutLabel', () => {
  it('removes the label from every card that has it and leaves other cards untouched', () => {
    const other = { id: 'c', label_ids: ['y'] };
    const cards = [{ id: 'a', label_ids: ['x', 'y'] }, { id: 'b', label_ids: ['x'] }, other];
    const next = withoutLabel(cards, 'x');
    expect(next.map((card) => card.label_ids)).toEqual([['y'], [], ['y']]);
    expect(next[2]).toBe(other);
  });
});

describe('cardLabelsOf', () => {
  const labels = new Map(
    [
      { id: 'l3', name: 'Urgent' },
      { id: 'l1', name: 'Bug' },
      { id: 'l2', name: 'Bug' },
      { id: 'l4', name: 'design' },
    ].map((label) => [label.id, label]),
  );

  it('orders by name, then id, whatever order the ids come in, and skips unknown ids', () => {
    const names = (ids: string[]) => cardLabelsOf(ids, labels).map((label) => label.id);
    expect(names(['l3', 'l2', 'gone', 'l4', 'l1'])).toEqual(['l1', 'l2', 'l4', 'l3']);
    expect(names(['l1', 'l4', 'l3', 'l2'])).toEqual(['l1', 'l2', 'l4', 'l3']);
  });
});
