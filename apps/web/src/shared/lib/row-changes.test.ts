import { describe, expect, it } from 'vitest';
import { applyRowChange } from './row-changes';

const rows: { id: string; name: string; archived_at: string | null }[] = [
  { id: 'a', name: 'A', archived_at: null },
  { id: 'b', name: 'B', archived_at: null },
];

describe('applyRowChange', () => {
  it('adds an inserted row and replaces an updated one', () => {
    expect(
      applyRowChange(rows, { type: 'INSERT', row: { id: 'c', name: 'C', archived_at: null } }),
    ).toHaveLength(3);
    const updated = applyRowChange(rows, { type: 'UPDATE', row: { id: 'a', name: 'A2', archived_at: null } });
    expect(updated.find((row) => row.id === 'a')?.name).toBe('A2');
    expect(updated).toHaveLength(2);
  });

  it('removes deleted and archived rows, and brings a restored one back', () => {
    expect(applyRowChange(rows, { type: 'DELETE', id: 'a' }).map((row) => row.id)).toEqual(['b']);
    const archived = applyRowChange(rows, {
      type: 'UPDATE',
      row: { id: 'b', name: 'B', archived_at: '2026-01-01' },
    });
    expect(archived.map((row) => row.id)).toEqual(['a']);
    const restored = applyRowChange(archived, {
      type: 'UPDATE',
      row: { id: 'b', name: 'B', archived_at: null },
    });
    expect(restored.map((row) => row.id).sort()).toEqual(['a', 'b']);
  });
});
