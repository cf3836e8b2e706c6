import { useMemo } from 'react';
import type { CheckSummary } from '@vigil/domain';
import { filterChecks, labelKeysOf } from './check-filters.ts';
import { checksInTab, tabsOf } from './check-tabs.ts';
import { ALL_TAB, type HealthUrlState } from './health-search-params.ts';

/** What the dashboard shows of the loaded checks: its tabs, the checks of the chosen tab left by the filters, and the counts. */
export function useDashboardChecks(loaded: readonly CheckSummary[] | undefined, state: HealthUrlState) {
  const checks = useMemo(() => loaded ?? [], [loaded]);
  const labelKeys = useMemo(() => labelKeysOf(checks), [checks]);
  const labelKeyNames = useMemo(() => labelKeys.map(({ key }) => key), [labelKeys]);
  const tabs = useMemo(() => tabsOf(checks, state.tabBy), [checks, state.tabBy]);
  const tab = tabs.includes(state.tab) ? state.tab : ALL_TAB;
  const shown = useMemo(() => filterChecks(checksInTab(checks, state.tabBy, tab), state), [checks, state, tab]);
  const passing = checks.filter((check) => check.status === 'healthy').length;
  const failing = checks.filter((check) => check.status === 'unhealthy').length;
  return { labelKeys, labelKeyNames, tabs, tab, shown, passing, failing };
}
