import { useCallback, useState } from 'react';
import { clampColumnWidth, type LogColumnWidths, readLogColumnWidths, type ResizableLogColumn, writeLogColumnWidths } from './log-column-widths.ts';

/** The log table's column widths, kept in this browser as the user sets them (spec 002 §2). */
export function useLogColumnWidths(): { widths: LogColumnWidths; setWidth: (column: ResizableLogColumn, width: number) => void } {
  const [widths, setWidths] = useState<LogColumnWidths>(readLogColumnWidths);
  const setWidth = useCallback((column: ResizableLogColumn, width: number) => {
    setWidths((current) => {
      const next = { ...current, [column]: clampColumnWidth(width) };
      writeLogColumnWidths(next);
      return next;
    });
  }, []);
  return { widths, setWidth };
}
