import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../ui/toast/toast-error.ts';
import { toast } from '../../../ui/toast/toast-store.ts';
import { useCheckHistory } from '../api/get-check-history.ts';
import { formatLatency } from '../utils/check-formatters.ts';
import { parseDurationFilter } from '../utils/duration-filter.ts';

const PAGE_SIZE = 50;

/** The check's runs, newest first, paged on the server and filtered by a minimum duration. */
export function CheckHistoryTab({ checkId }: { checkId: string }) {
  const [pageIndex, setPageIndex] = useState(0);
  const [durationText, setDurationText] = useState('All');
  const [minDurationMs, setMinDurationMs] = useState<number | null>(null);
  const [filterError, setFilterError] = useState<string | null>(null);
  const history = useCheckHistory({ checkId, pageIndex, pageSize: PAGE_SIZE, minDurationMs });
  const { error } = history;

  useEffect(() => {
    if (error) toast.error(errorMessage(error));
  }, [error]);

  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDurationFilter(durationText);
    if (!parsed.ok) {
      setFilterError(parsed.message);
      return;
    }
    setFilterError(null);
    setMinDurationMs(parsed.ms);
    setPageIndex(0);
  };

  const total = history.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const rows = history.data?.items ?? [];

  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={applyFilter} className="flex items-start gap-2">
        <label className="flex flex-col text-sm">
          <span>Duration</span>
          <input
            value={durationText}
            onChange={(event) => setDurationText(event.target.value)}
            aria-invalid={filterError !== null}
            aria-describedby={filterError ? 'check-history-duration-error' : undefined}
            placeholder="e.g. 500ms or 2s"
            className="h-8 w-40 rounded border border-gray-300 px-2"
          />
        </label>
        <button type="submit" className="mt-5 h-8 rounded border border-gray-300 px-3 text-sm hover:bg-gray-50">
          Apply
        </button>
        {filterError && (
          <p id="check-history-duration-error" role="alert" className="mt-6 text-sm text-red-700">
            {filterError}
          </p>
        )}
      </form>
      <table aria-label="Check history" aria-busy={history.isFetching || undefined} className="w-full text-left text-sm">
        <thead className="border-b border-gray-200 text-xs text-gray-500">
          <tr>
            <th className="p-2">Time</th>
            <th className="p-2">Status</th>
            <th className="p-2">Duration</th>
            <th className="p-2">Message</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.time} className="border-b border-gray-100">
              <td className="p-2 whitespace-nowrap">{new Date(row.time).toLocaleString()}</td>
              <td className="p-2">{row.status ? 'Passed' : 'Failed'}</td>
              <td className="p-2">{formatLatency(row.duration) || '-'}</td>
              <td className="p-2 break-all">{[row.message, row.error].filter(Boolean).join(' ')}</td>
            </tr>
          ))}
          {!history.isPending && rows.length === 0 && (
            <tr>
              <td colSpan={4} className="p-4 text-center text-gray-500">
                No data available
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="flex items-center justify-end gap-2 text-sm">
        <span>
          Page {pageIndex + 1} of {pageCount} ({total} runs)
        </span>
        <button
          type="button"
          disabled={pageIndex === 0}
          onClick={() => setPageIndex((index) => index - 1)}
          className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50"
        >
          Previous
        </button>
        <button
          type="button"
          disabled={pageIndex + 1 >= pageCount}
          onClick={() => setPageIndex((index) => index + 1)}
          className="rounded border border-gray-300 px-2 py-1 disabled:opacity-50"
        >
          Next
        </button>
      </div>
    </div>
  );
}
