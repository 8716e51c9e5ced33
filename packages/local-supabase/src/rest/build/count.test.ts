import { describe, expect, it } from 'vitest';
import { countTotal, plannedRows } from './count';

describe('countTotal', () => {
  it('answers planned with the estimate and estimated with the exact count up to max_rows', () => {
    expect(countTotal('planned', null, 1200, 1000)).toBe(1200);
    expect(countTotal('exact', 5, 1200, 1000)).toBe(5);
    expect(countTotal('estimated', 1000, 2000, 1000)).toBe(1000);
    expect(countTotal('estimated', 1001, 2000, 1000)).toBe(2000);
    expect(countTotal('estimated', 1500, 1200, 1000)).toBe(1500);
  });

  it("reads the top node's Plan Rows from EXPLAIN's json, parsed or as text", () => {
    const plan = [{ Plan: { 'Node Type': 'Seq Scan', 'Plan Rows': 42 } }];
    expect(plannedRows({ 'QUERY PLAN': plan })).toBe(42);
    expect(plannedRows({ 'QUERY PLAN': JSON.stringify(plan) })).toBe(42);
    expect(plannedRows(undefined)).toBeNull();
  });
});
