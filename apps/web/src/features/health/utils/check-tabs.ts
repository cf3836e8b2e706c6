import { isLocalAgent, type CheckSummary } from '@vigil/domain';
import { ALL_TAB } from './health-search-params.ts';

/** The tab of checks with no namespace. */
export const NO_NAMESPACE_TAB = 'none';
export const LOCAL_AGENT_TAB = 'local';

/** The tab a check falls in when tabbing by `tabBy`; undefined when it only shows under 'All'. */
export function tabOf(check: CheckSummary, tabBy: string): string | undefined {
  if (tabBy === 'namespace') return check.namespace || NO_NAMESPACE_TAB;
  if (tabBy === 'agent') return isLocalAgent(check.agent_id) ? LOCAL_AGENT_TAB : (check.agent_id ?? LOCAL_AGENT_TAB);
  return check.labels?.[tabBy] || undefined;
}

/** 'All' first, then the tabs the checks fall in, sorted alphabetically. */
export function tabsOf(checks: readonly CheckSummary[], tabBy: string): string[] {
  const names = new Set<string>();
  for (const check of checks) {
    const tab = tabOf(check, tabBy);
    if (tab !== undefined) names.add(tab);
  }
  return [ALL_TAB, ...[...names].sort((a, b) => a.localeCompare(b))];
}

/** The checks shown under `tab`. */
export function checksInTab(checks: readonly CheckSummary[], tabBy: string, tab: string): CheckSummary[] {
  if (tab === ALL_TAB) return [...checks];
  return checks.filter((check) => tabOf(check, tabBy) === tab);
}
