import { Badge } from '#src/ui/badge/badge.tsx';
import { Icon } from '#src/ui/icon/icon.tsx';
import { Modal } from '#src/ui/modal/modal.tsx';
import { useCanarySpec } from '../api/get-canary-spec.ts';
import { useCheck } from '../api/get-check.ts';
import { useCheckGraph } from '../api/get-check-graph.ts';
import { useCheckRelationships } from '../api/get-check-relationships.ts';
import { useCheckSummary } from '../api/get-check-summary.ts';
import { defaultCheckTimeRange } from '../utils/default-check-time-range.ts';
import { useShortScreen } from '../utils/use-short-screen.ts';
import { CheckDetailFooter } from './check-detail-footer.tsx';
import { CheckHealthChart } from './check-health-chart.tsx';
import { CheckDetailTabs } from './check-detail-tabs.tsx';
import { CheckSummaryCards } from './check-summary-cards.tsx';

export interface CheckDetailDialogProps {
  checkId: string;
  /** The range in the URL; null picks one from the age of the last run. */
  timeRange: string | null;
  onTimeRangeChange: (range: string) => void;
  onClose: () => void;
}

/**
 * One check in full: summary, health chart, history, spec and relationships (spec 001 §2.2). On
 * short screens the chart moves from above the tabs into a Graph tab.
 */
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
  const iconName = summary.data?.icon || (check.data?.type ?? summary.data?.type);
  const shortScreen = useShortScreen();
  const chart = <CheckHealthChart buckets={graph.data?.status ?? []} />;

  return (
    <Modal
      open
      onClose={onClose}
      size="full"
      title={
        <span className="flex flex-wrap items-center gap-2">
          {iconName && <Icon name={iconName} size={20} className="text-gray-500" />}
          <span>{name}</span>
          {namespace && <Badge title="Namespace">{namespace}</Badge>}
          {check.data?.agent && (
            <Badge tone="info" title="Agent">
              {check.data.agent.name}
            </Badge>
          )}
        </span>
      }
      description={endpoint || undefined}
      bodyClassName="flex flex-col gap-3 p-4"
      footer={<CheckDetailFooter checkId={checkId} checkName={check.data?.name ?? summary.data?.name} canaryId={canaryId} />}
    >
      <CheckSummaryCards summary={summary.data} rangeTotals={graph.data} timeRange={range} onTimeRangeChange={onTimeRangeChange} />
      {!shortScreen && chart}
      <CheckDetailTabs
        checkId={checkId}
        timeRange={range}
        spec={canarySpec.data ?? check.data?.spec}
        relationships={relationships.data ?? []}
        graph={shortScreen ? chart : null}
      />
    </Modal>
  );
}
