import type { ConfigSummaryCounts } from '#src/features/catalog/api/config-detail.types.ts';

export type ConfigDetailTab = 'config' | 'changes' | 'insights' | 'relationships' | 'playbooks' | 'checks';

export interface ConfigDetailTabInfo {
  id: ConfigDetailTab;
  label: string;
  /** The path below /catalog/{id}; '' for the Config tab. */
  segment: string;
  count: (summary: ConfigSummaryCounts | undefined) => number | undefined;
}

export const CONFIG_DETAIL_TABS: readonly ConfigDetailTabInfo[] = [
  { id: 'config', label: 'Config', segment: '', count: () => undefined },
  { id: 'changes', label: 'Changes', segment: 'changes', count: (s) => s?.changes },
  { id: 'insights', label: 'Insights', segment: 'insights', count: (s) => s?.analysis },
  { id: 'relationships', label: 'Relationships', segment: 'relationships', count: (s) => s?.relationships },
  { id: 'playbooks', label: 'Playbooks', segment: 'playbooks', count: (s) => s?.playbook_runs },
  { id: 'checks', label: 'Checks', segment: 'checks', count: (s) => s?.checks },
];

/** The tab named by the last segment of /catalog/{id}/{tab}; the Config tab otherwise. */
export function tabFromPath(pathname: string, configId: string): ConfigDetailTab {
  const rest = pathname.split(`/catalog/${configId}`)[1] ?? '';
  const segment = rest.replace(/^\/+|\/+$/g, '');
  return CONFIG_DETAIL_TABS.find((tab) => tab.segment !== '' && tab.segment === segment)?.id ?? 'config';
}
