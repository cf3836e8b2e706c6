import { Tabs } from 'radix-ui';
import { Modal } from '../../../ui/modal/modal.tsx';
import { useCanarySpec } from '../api/get-canary-spec.ts';
import { useCheck } from '../api/get-check.ts';
import { useCheckGraph } from '../api/get-check-graph.ts';
import { useCheckRelationships } from '../api/get-check-relationships.ts';
import { useCheckSummary } from '../api/get-check-summary.ts';
import { defaultCheckTimeRange } from '../utils/default-check-time-range.ts';
import { CheckDetailFooter } from './check-detail-footer.tsx';
import { CheckHealthChart } from './check-health-chart.tsx';
import { CheckHistoryTab } from './check-history-tab.tsx';
import { CheckRelationshipsTab } from './check-relationships-tab.tsx';
import { CheckSpecTab } from './check-spec-tab.tsx';
import { CheckSummaryCards } from './check-summary-cards.tsx';

export interface CheckDetailDialogProps {
  checkId: string;
  /** The range in the URL; null picks one from the age of the last run. */
  timeRange: string | null;
  onTimeRangeChange: (range: string) => void;
  onClose: () => void;
}

const TAB_TRIGGER =
  'border-b-2 border-transparent px-3 py-2 text-sm text-gray-600 data-[state=active]:border-blue-600 data-[state=active]:text-blue-700';

/** One check in full: summary, health chart, history, spec and relationships (spec 001 §2.2). */
export function CheckDetailDialog({ checkId, timeRange, onTimeRangeChange, onClose }: CheckDetailDialogProps) {
  const check = useCheck(checkId);
  const summary = useCheckSummary(checkId);
  const relationships = useCheckRelationships(checkId);
  const canaryId = check.data?.canary_id ?? summary.data?.canary_id;
  const canarySpec = useCanarySpec(canaryId);
  const range = timeRange ?? defaultCheckTimeRange(summary.data?.last_runtime);
  const graph = useCheckGraph({ checkId, start: `now-${range}` });
  const name = check.data?.name ?? summary.data?.name ?? 'Check';
  const namespace = check.data?.namespace ?? summary.data?.namespace;
  const endpoint = check.data?.endpoint ?? summary.data?.endpoint;
  const relationCount = relationships.data?.length ?? 0;

  return (
    <Modal
      open
      onClose={onClose}
      size="full"
      title={
        <span className="flex flex-wrap items-center gap-2">
          <span>{name}</span>
          {namespace && (
            <span title="Namespace" className="rounded bg-gray-100 px-1.5 text-xs font-normal text-gray-700">
              {namespace}
            </span>
          )}
          {check.data?.agent && (
            <span title="Agent" className="rounded bg-blue-50 px-1.5 text-xs font-normal text-blue-800">
              {check.data.agent.name}
            </span>
          )}
        </span>
      }
      description={endpoint || undefined}
      bodyClassName="flex flex-col gap-3 p-4"
      footer={<CheckDetailFooter checkId={checkId} canaryId={canaryId} />}
    >
      <CheckSummaryCards summary={summary.data} timeRange={range} onTimeRangeChange={onTimeRangeChange} />
      <CheckHealthChart points={graph.data?.status ?? []} />
      <Tabs.Root defaultValue="history" className="flex flex-col">
        <Tabs.List aria-label="Check details" className="flex border-b border-gray-200">
          <Tabs.Trigger value="history" className={TAB_TRIGGER}>
            History
          </Tabs.Trigger>
          <Tabs.Trigger value="spec" className={TAB_TRIGGER}>
            Spec
          </Tabs.Trigger>
          <Tabs.Trigger value="relationships" className={TAB_TRIGGER}>
            Relationships{' '}
            <span aria-label={`${relationCount} relationships`} className="rounded-full bg-gray-200 px-1.5 text-xs">
              {relationCount}
            </span>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="history" className="pt-2">
          <CheckHistoryTab checkId={checkId} />
        </Tabs.Content>
        <Tabs.Content value="spec" className="pt-2">
          <CheckSpecTab spec={canarySpec.data ?? check.data?.spec} />
        </Tabs.Content>
        <Tabs.Content value="relationships" className="pt-2">
          <CheckRelationshipsTab relationships={relationships.data ?? []} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
