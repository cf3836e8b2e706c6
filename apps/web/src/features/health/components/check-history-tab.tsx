import { useEffect, useMemo, useState } from 'react';
import { RelativeTime } from '#src/ui/time/relative-time.tsx';
import { SimplePager } from '#src/ui/data-table/simple-pager.tsx';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { errorMessage } from '#src/ui/toast/toast-error.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { useCheckHistory } from '../api/get-check-history.ts';
import { formatLatency } from '../utils/check-formatters.ts';
import { runOutcomeText } from '../utils/run-outcome-text.ts';
import { rangeMinutesOf } from '../utils/use-refresh-rate.ts';
import { CheckHistoryFilters, type HistoryStatus } from './check-history-filters.tsx';

/** Spec 001 §9: status history page size. */
const PAGE_SIZE = 50;
const HISTORY_HEADERS = ['Time', 'Status', 'Duration', 'Message'];

/** The start of the range as an instant, or null when the range cannot be read. */
function sinceOf(timeRange: string): string | null {
  const minutes = rangeMinutesOf(timeRange);
  return minutes > 0 ? new Date(Date.now() - minutes * 60_000).toISOString() : null;
}

export interface CheckHistoryTabProps {
  checkId: string;
  /** The detail's time range, such as '1h': only runs inside it are listed. */
  timeRange: string;
}

/** The check's runs in the range, newest first, paged on the server and filtered by status and duration. */
export function CheckHistoryTab({ checkId, timeRange }: CheckHistoryTabProps) {
  const since = useMemo(() => sinceOf(timeRange), [timeRange]);
  const [pageIndex, setPageIndex] = useState(0);
  const [minDurationMs, setMinDurationMs] = useState<number | null>(null);
  const [status, setStatus] = useState<HistoryStatus>(null);
  // A new range starts again from the first page.
  const [pagedSince, setPagedSince] = useState(since);
  if (pagedSince !== since) {
    setPagedSince(since);
    setPageIndex(0);
  }
  const history = useCheckHistory({ checkId, pageIndex, pageSize: PAGE_SIZE, minDurationMs, since, status });
  const { error } = history;

  useEffect(() => {
    if (error) toast.error(errorMessage(error));
  }, [error]);

  const total = history.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = history.data?.items ?? [];

  return (
    <div className="flex flex-col gap-2">
      <CheckHistoryFilters
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPageIndex(0);
        }}
        onDurationChange={(ms) => {
          setMinDurationMs(ms);
          setPageIndex(0);
        }}
      />
      <SimpleTable label="Check history" headers={HISTORY_HEADERS} isFetching={history.isFetching}>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} className="border-b border-gray-100">
              <td className="p-2 whitespace-nowrap">
                <RelativeTime value={row.time} />
              </td>
              <td className="p-2">{row.status ? 'Passed' : 'Failed'}</td>
              <td className="p-2">{formatLatency(row.duration) || '-'}</td>
              <td className="p-2 break-all">{runOutcomeText(row.message, row.error)}</td>
            </tr>
          ))}
          {!history.isPending && rows.length === 0 && (
            <tr>
              <td colSpan={HISTORY_HEADERS.length} className="p-4 text-center text-gray-500">
                No data available
              </td>
            </tr>
          )}
        </tbody>
      </SimpleTable>
      <SimplePager pageIndex={pageIndex} pageCount={pageCount} onPageChange={setPageIndex} suffix={` (${total} runs)`} />
    </div>
  );
}
