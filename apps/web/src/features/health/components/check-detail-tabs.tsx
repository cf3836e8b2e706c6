import { type ReactNode, useState } from 'react';
import { Badge } from '#src/ui/badge/badge.tsx';
import { TabPanel } from '#src/ui/tabs/tab-panel.tsx';
import { Tabs } from '#src/ui/tabs/tabs.tsx';
import type { CheckRelationship } from '../api/check-detail.types.ts';
import { CheckHistoryTab } from './check-history-tab.tsx';
import { CheckRelationshipsTab } from './check-relationships-tab.tsx';
import { CheckSpecTab } from './check-spec-tab.tsx';

export interface CheckDetailTabsProps {
  checkId: string;
  /** The detail's time range; the history lists the runs inside it. */
  timeRange: string;
  spec: unknown;
  relationships: CheckRelationship[];
  /** The Health Overview chart when it lives in a Graph tab (short screens); null otherwise. */
  graph: ReactNode | null;
}

/** History, Graph (short screens only), Spec and Relationships (spec 001 §2.2). */
export function CheckDetailTabs({ checkId, timeRange, spec, relationships, graph }: CheckDetailTabsProps) {
  const [tab, setTab] = useState('history');
  // A screen grown tall takes the Graph tab away; show the history rather than nothing.
  const shown = tab === 'graph' && graph === null ? 'history' : tab;
  const tabs = [
    { value: 'history', label: 'History' },
    ...(graph !== null ? [{ value: 'graph', label: 'Graph' }] : []),
    { value: 'spec', label: 'Spec' },
    {
      value: 'relationships',
      label: 'Relationships',
      badge: (
        <Badge shape="count" label={`${relationships.length} relationships`}>
          {relationships.length}
        </Badge>
      ),
    },
  ];
  return (
    <Tabs label="Check details" value={shown} onChange={setTab} tabs={tabs}>
      <TabPanel value="history">
        <CheckHistoryTab checkId={checkId} timeRange={timeRange} />
      </TabPanel>
      {graph !== null && <TabPanel value="graph">{graph}</TabPanel>}
      <TabPanel value="spec">
        <CheckSpecTab spec={spec} />
      </TabPanel>
      <TabPanel value="relationships">
        <CheckRelationshipsTab relationships={relationships} />
      </TabPanel>
    </Tabs>
  );
}
