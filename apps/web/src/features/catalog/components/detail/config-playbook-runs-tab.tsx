import { useState } from 'react';
import { Link } from 'react-router';
import { PlaybookRunStatusBadge } from '#src/ui/badge/playbook-run-status-badge.tsx';
import { SimplePager } from '#src/ui/data-table/simple-pager.tsx';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { CONFIG_PLAYBOOK_RUNS_PAGE_SIZE, useConfigPlaybookRuns } from '#src/features/catalog/api/get-config-playbook-runs.ts';
import { formatDetailTime } from '#src/features/catalog/utils/detail/format-detail-time.ts';

const PLAYBOOK_RUN_HEADERS = ['Playbook', 'Status', 'Started', 'Created'];

/** The playbook runs on the config, newest first, 200 a page (spec 002 §9). */
export function ConfigPlaybookRunsTab({ configId }: { configId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const runs = useConfigPlaybookRuns(configId, pageIndex);

  if (runs.isPending) return <LoadingState />;
  if (runs.isError) return <ErrorPanel message={runs.error.message} onRetry={() => void runs.refetch()} />;
  const { items, total } = runs.data;
  if (total === 0) return <EmptyState title="No playbook runs for this config" size="compact" />;
  const pageCount = Math.max(1, Math.ceil(total / CONFIG_PLAYBOOK_RUNS_PAGE_SIZE));

  return (
    <div className="flex flex-col">
      <SimpleTable label="Playbook runs" headers={PLAYBOOK_RUN_HEADERS} isFetching={runs.isFetching}>
        <tbody>
          {items.map((run) => (
            <tr key={run.id} className="border-b border-gray-100">
              <td className="px-3 py-2">
                <Link className="text-blue-700 hover:underline" to={`/playbooks/runs/${run.id}`}>
                  {run.playbook?.title || run.playbook?.name || run.id}
                </Link>
              </td>
              <td className="px-3 py-2">
                <PlaybookRunStatusBadge status={run.status} />
              </td>
              <td className="px-3 py-2 text-gray-700">{formatDetailTime(run.start_time)}</td>
              <td className="px-3 py-2 text-gray-700">{formatDetailTime(run.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {pageCount > 1 && <SimplePager pageIndex={pageIndex} pageCount={pageCount} onPageChange={setPageIndex} />}
    </div>
  );
}
