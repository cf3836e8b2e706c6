import { useState } from 'react';
import { Link } from 'react-router';
import { SECONDARY_BUTTON } from '../../../../ui/button/button-styles.ts';
import { ErrorPanel } from '../../../../ui/error-boundary/error-panel.tsx';
import { EmptyState } from '../../../../ui/page/empty-state.tsx';
import { LoadingState } from '../../../../ui/page/loading-state.tsx';
import { CONFIG_PLAYBOOK_RUNS_PAGE_SIZE, useConfigPlaybookRuns } from '../../api/get-config-playbook-runs.ts';
import { formatDetailTime } from '../../utils/detail/format-detail-time.ts';

/** The playbook runs on the config, newest first, 200 a page (spec 002 §9). */
export function ConfigPlaybookRunsTab({ configId }: { configId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const runs = useConfigPlaybookRuns(configId, pageIndex);

  if (runs.isPending) return <LoadingState />;
  if (runs.isError) return <ErrorPanel message={runs.error.message} onRetry={() => void runs.refetch()} />;
  const { items, total } = runs.data;
  if (total === 0) return <EmptyState title="No playbook runs for this config" />;
  const pageCount = Math.max(1, Math.ceil(total / CONFIG_PLAYBOOK_RUNS_PAGE_SIZE));

  return (
    <div className="flex flex-col">
      <table aria-label="Playbook runs" aria-busy={runs.isFetching || undefined} className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-xs text-gray-500">
          <tr>
            <th className="px-3 py-2 font-medium">Playbook</th>
            <th className="px-3 py-2 font-medium">Status</th>
            <th className="px-3 py-2 font-medium">Started</th>
            <th className="px-3 py-2 font-medium">Created</th>
          </tr>
        </thead>
        <tbody>
          {items.map((run) => (
            <tr key={run.id} className="border-b border-gray-100">
              <td className="px-3 py-2">
                <Link className="text-blue-700 hover:underline" to={`/playbooks/runs/${run.id}`}>
                  {run.playbook?.title || run.playbook?.name || run.id}
                </Link>
              </td>
              <td className="px-3 py-2 text-gray-700">{run.status}</td>
              <td className="px-3 py-2 text-gray-700">{formatDetailTime(run.start_time)}</td>
              <td className="px-3 py-2 text-gray-700">{formatDetailTime(run.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pageCount > 1 && (
        <div className="flex items-center justify-end gap-2 px-3 py-2 text-sm text-gray-600">
          <span>
            Page {pageIndex + 1} of {pageCount}
          </span>
          <button type="button" className={SECONDARY_BUTTON} disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>
            Previous
          </button>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={pageIndex + 1 >= pageCount}
            onClick={() => setPageIndex((p) => p + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
