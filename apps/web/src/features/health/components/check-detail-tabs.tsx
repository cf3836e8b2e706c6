import { Tabs } from 'radix-ui';
import { type ReactNode, useState } from 'react';
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

const TAB_TRIGGER =
  'border-b-2 border-transparent px-3 py-2 text-sm text-gray-600 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700';

/** History, Graph (short screens only), Spec and Relationships (spec 001 §2.2). */
export function CheckDetailTabs({ checkId, timeRange, spec, relationships, graph }: CheckDetailTabsProps) {
  const [tab, setTab] = useState('history');
  // A screen grown tall takes the Graph tab away; show the history rather than nothing.
  const shown = tab === 'graph' && graph === null ? 'history' : tab;
  return (
    <Tabs.Root value={shown} onValueChange={setTab} className="flex flex-col">
      <Tabs.List aria-label="Check details" className="flex border-b border-gray-200">
        <Tabs.Trigger value="history" className={TAB_TRIGGER}>
          History
        </Tabs.Trigger>
        {graph !== null && (
          <Tabs.Trigger value="graph" className={TAB_TRIGGER}>
            Graph
          </Tabs.Trigger>
        )}
        <Tabs.Trigger value="spec" className={TAB_TRIGGER}>
          Spec
        </Tabs.Trigger>
        <Tabs.Trigger value="relationships" className={TAB_TRIGGER}>
          Relationships{' '}
          <span aria-label={`${relationships.length} relationships`} className="rounded-full bg-gray-200 px-1.5 text-xs">
            {relationships.length}
          </span>
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="history" className="pt-2">
        <CheckHistoryTab checkId={checkId} timeRange={timeRange} />
      </Tabs.Content>
      {graph !== null && (
        <Tabs.Content value="graph" className="pt-2">
          {graph}
        </Tabs.Content>
      )}
      <Tabs.Content value="spec" className="pt-2">
        <CheckSpecTab spec={spec} />
      </Tabs.Content>
      <Tabs.Content value="relationships" className="pt-2">
        <CheckRelationshipsTab relationships={relationships} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
