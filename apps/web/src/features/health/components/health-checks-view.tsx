import type { SortingState } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { CheckSummary } from '@vigil/domain';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { groupChecks } from '../utils/check-grouping.ts';
import { effectivePivotLabel, pivotChecks } from '../utils/check-pivot.ts';
import type { HealthUrlState } from '../utils/health-search-params.ts';
import { HealthCards } from './health-cards.tsx';
import { HealthPivotTable } from './health-pivot-table.tsx';
import { HealthTable } from './health-table.tsx';

export interface HealthChecksViewProps {
  state: HealthUrlState;
  /** The checks left after the tab and the filters. */
  checks: readonly CheckSummary[];
  labelKeys: readonly string[];
  error: Error | null;
  isLoading: boolean;
  isFetching: boolean;
  onRetry: () => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  onCheckClick: (check: CheckSummary) => void;
}

/** The checks as the URL asks: cards, the grouped table, or the pivot of groups by a key. */
export function HealthChecksView(props: HealthChecksViewProps) {
  const { state, checks, labelKeys, isLoading, isFetching, onCheckClick } = props;
  const pivoted = state.layout === 'table' && state.pivotBy !== 'none';
  const pivotLabel = effectivePivotLabel(state.pivotLabel, labelKeys);
  const rows = useMemo(() => (pivoted ? [] : groupChecks(checks, state.groupBy)), [pivoted, checks, state.groupBy]);
  const pivot = useMemo(
    () => (pivoted ? pivotChecks(checks, state.groupBy, state.pivotBy, pivotLabel) : null),
    [pivoted, checks, state.groupBy, state.pivotBy, pivotLabel],
  );

  if (props.error) {
    return <ErrorPanel title="Could not load health checks" message={props.error.message} onRetry={props.onRetry} />;
  }
  if (state.layout === 'card') {
    return isLoading ? <LoadingState label="Loading health checks..." /> : <HealthCards checks={checks} onCheckClick={onCheckClick} />;
  }
  if (pivot) {
    return (
      <HealthPivotTable
        pivot={pivot}
        cellType={state.pivotCellType}
        isLoading={isLoading}
        isFetching={isFetching}
        onCheckClick={onCheckClick}
      />
    );
  }
  return (
    <HealthTable
      rows={rows}
      isLoading={isLoading}
      isFetching={isFetching}
      sorting={props.sorting}
      onSortingChange={props.onSortingChange}
      onCheckClick={onCheckClick}
    />
  );
}
