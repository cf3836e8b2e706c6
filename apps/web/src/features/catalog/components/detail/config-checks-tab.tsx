import { useState } from 'react';
import { SimpleTable } from '#src/ui/data-table/simple-table.tsx';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useSlot } from '#src/ui/slots/slots-context.tsx';
import { formatDetailTime } from '#src/features/catalog/utils/detail/format-detail-time.ts';
import { useConfigChecks } from '#src/features/catalog/api/get-config-checks.ts';

const CHECK_HEADERS = ['Name', 'Type', 'Status', 'Last run'];

/** The checks linked to the config; a row opens the check's detail dialog (the app's `checkDetailDialog` slot). */
export function ConfigChecksTab({ configId }: { configId: string }) {
  const checks = useConfigChecks(configId);
  const CheckDetailDialog = useSlot('checkDetailDialog');
  const [openCheckId, setOpenCheckId] = useState<string | null>(null);
  const [timeRange, setTimeRange] = useState<string | null>(null);

  if (checks.isPending) return <LoadingState />;
  if (checks.isError) return <ErrorPanel message={checks.error.message} onRetry={() => void checks.refetch()} />;
  if (checks.data.length === 0) return <EmptyState title="No checks are linked to this config" size="compact" />;

  return (
    <>
      <SimpleTable label="Config checks" headers={CHECK_HEADERS}>
        <tbody>
          {checks.data.map((check) => (
            <tr
              key={check.id}
              tabIndex={0}
              className="cursor-pointer border-b border-gray-100 hover:bg-gray-50"
              onClick={() => setOpenCheckId(check.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') setOpenCheckId(check.id);
              }}
            >
              <td className="px-3 py-2 text-gray-900">{check.name}</td>
              <td className="px-3 py-2 text-gray-700">
                <IconLabel name={check.type}>{check.type}</IconLabel>
              </td>
              <td className="px-3 py-2 text-gray-700">{check.status}</td>
              <td className="px-3 py-2 text-gray-700">{formatDetailTime(check.last_runtime)}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      {openCheckId && (
        <CheckDetailDialog
          checkId={openCheckId}
          timeRange={timeRange}
          onTimeRangeChange={setTimeRange}
          onClose={() => {
            setOpenCheckId(null);
            setTimeRange(null);
          }}
        />
      )}
    </>
  );
}
