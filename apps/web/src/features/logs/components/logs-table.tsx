import { useVirtualizer } from '@tanstack/react-virtual';
import { formatTimestamp, type LogSearchLine } from '@vigil/domain';
import { useState } from 'react';
import { TABLE_HEAD } from '#src/ui/styles/kit-classes.ts';
import { useLogColumnWidths } from '../utils/use-log-column-widths.ts';
import { ColumnResizer } from './column-resizer.tsx';
import { LogLabels } from './log-labels.tsx';

/** Spec 002 §9: log rows are estimated at 62 px, with 10 rendered beyond the visible ones. */
export const LOG_ROW_HEIGHT = 62;
export const LOG_ROW_OVERSCAN = 10;
export const LOGS_SCROLL_TEST_ID = 'logs-scroll';

/** The lines of a search, newest first: only those near the visible part render; timestamp and labels columns are resizable. */
export function LogsTable({ lines }: { lines: readonly LogSearchLine[] }) {
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const { widths, setWidth } = useLogColumnWidths();
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => LOG_ROW_HEIGHT,
    overscan: LOG_ROW_OVERSCAN,
  });
  const rows = virtualizer.getVirtualItems();
  const paddingTop = rows[0]?.start ?? 0;
  const paddingBottom = Math.max(virtualizer.getTotalSize() - (rows.at(-1)?.end ?? 0), 0);

  return (
    <div ref={setScrollElement} data-testid={LOGS_SCROLL_TEST_ID} className="min-h-0 flex-1 overflow-auto">
      <table aria-label="Log lines" aria-rowcount={lines.length + 1} className="w-full table-fixed border-collapse text-sm">
        <colgroup>
          <col data-column="timestamp" style={{ width: widths.timestamp }} />
          <col data-column="message" />
          <col data-column="labels" style={{ width: widths.labels }} />
        </colgroup>
        <thead className={TABLE_HEAD}>
          <tr>
            <th scope="col" className="relative border-b border-gray-200 px-3 py-2">
              Timestamp
              <ColumnResizer column="Timestamp" width={widths.timestamp} onResize={(width) => setWidth('timestamp', width)} />
            </th>
            <th scope="col" className="border-b border-gray-200 px-3 py-2">
              Message
            </th>
            <th scope="col" className="relative border-b border-gray-200 px-3 py-2">
              Labels
              <ColumnResizer column="Labels" width={widths.labels} onResize={(width) => setWidth('labels', width)} />
            </th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <SpacerRow height={paddingTop} />}
          {rows.map((row) => {
            const line = lines[row.index];
            if (!line) return null;
            return (
              <tr key={row.key} ref={virtualizer.measureElement} data-index={row.index} aria-rowindex={row.index + 2} className="border-b border-gray-100 align-top hover:bg-gray-50">
                <td className="px-3 py-2 whitespace-nowrap text-gray-600 tabular-nums">
                  <time dateTime={line.timestamp} className="block truncate" title={line.timestamp}>
                    {formatTimestamp(line.timestamp)}
                  </time>
                </td>
                <td className="px-3 py-2 font-mono text-xs break-words whitespace-pre-wrap text-gray-900">{line.message}</td>
                <td className="overflow-hidden px-3 py-2">
                  <LogLabels labels={line.labels} />
                </td>
              </tr>
            );
          })}
          {paddingBottom > 0 && <SpacerRow height={paddingBottom} />}
        </tbody>
      </table>
    </div>
  );
}

function SpacerRow({ height }: { height: number }) {
  return (
    <tr aria-hidden="true" data-spacer="true">
      <td colSpan={3} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
