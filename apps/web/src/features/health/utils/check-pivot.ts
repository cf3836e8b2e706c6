import type { CheckSummary } from '@vigil/domain';
import { groupChecks } from './check-grouping.ts';
import { NO_NAMESPACE_TAB, tabOf } from './check-tabs.ts';
import type { PivotBy } from './health-search-params.ts';

/** The column of checks that have no value for the pivot key. */
export const NO_PIVOT_VALUE = NO_NAMESPACE_TAB;

export interface PivotRow {
  id: string;
  /** The group's value, or the check's name for a check outside any group. */
  label: string;
  checks: CheckSummary[];
  /** Pivot value to the row's checks that have it. */
  cells: ReadonlyMap<string, CheckSummary[]>;
}

export interface HealthPivot {
  /** The pivot values, sorted, with 'none' last. */
  columns: string[];
  rows: PivotRow[];
}

/** The label key a label pivot splits by: the chosen one, else the first key the checks have. */
export function effectivePivotLabel(pivotLabel: string | null, labelKeys: readonly string[]): string | null {
  if (pivotLabel && labelKeys.includes(pivotLabel)) return pivotLabel;
  return labelKeys[0] ?? pivotLabel;
}

/** The column a check falls in. */
export function pivotValueOf(check: CheckSummary, pivotBy: PivotBy, pivotLabel: string | null): string {
  switch (pivotBy) {
    case 'namespace':
    case 'agent':
      return tabOf(check, pivotBy) ?? NO_PIVOT_VALUE;
    case 'type':
      return check.type || NO_PIVOT_VALUE;
    case 'label':
      return (pivotLabel && check.labels?.[pivotLabel]) || NO_PIVOT_VALUE;
    default:
      return NO_PIVOT_VALUE;
  }
}

function sortColumns(values: Iterable<string>): string[] {
  return [...values].sort((a, b) => {
    if (a === NO_PIVOT_VALUE || b === NO_PIVOT_VALUE) return Number(a === NO_PIVOT_VALUE) - Number(b === NO_PIVOT_VALUE);
    return a.localeCompare(b);
  });
}

/**
 * The checks as a matrix: one row per group of `groupBy` (a check outside any group is a row of
 * its own) and one column per value of the pivot key.
 */
export function pivotChecks(
  checks: readonly CheckSummary[],
  groupBy: string,
  pivotBy: PivotBy,
  pivotLabel: string | null,
): HealthPivot {
  const columns = new Set<string>();
  const rows = groupChecks(checks, groupBy).map((row): PivotRow => {
    const members = row.kind === 'group' ? row.checks : [row.check];
    const cells = new Map<string, CheckSummary[]>();
    for (const check of members) {
      const value = pivotValueOf(check, pivotBy, pivotLabel);
      columns.add(value);
      const cell = cells.get(value);
      if (cell) cell.push(check);
      else cells.set(value, [check]);
    }
    return { id: row.id, label: row.kind === 'group' ? row.label : row.check.name, checks: members, cells };
  });
  return { columns: sortColumns(columns), rows };
}
