/** The log table's columns whose width the user sets; the message takes the rest. */
export type ResizableLogColumn = 'timestamp' | 'labels';

export type LogColumnWidths = Record<ResizableLogColumn, number>;

export const LOG_COLUMN_WIDTHS_KEY = 'logsColumnWidths';

export const DEFAULT_LOG_COLUMN_WIDTHS: LogColumnWidths = { timestamp: 190, labels: 320 };
export const LOG_COLUMN_MIN_WIDTH = 100;
export const LOG_COLUMN_MAX_WIDTH = 800;

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(LOG_COLUMN_MAX_WIDTH, Math.max(LOG_COLUMN_MIN_WIDTH, width)));
}

/** The widths kept in this browser; the defaults for whatever is missing or unreadable. */
export function readLogColumnWidths(): LogColumnWidths {
  try {
    const stored = JSON.parse(window.localStorage.getItem(LOG_COLUMN_WIDTHS_KEY) ?? '{}') as Partial<Record<ResizableLogColumn, unknown>>;
    const widthOf = (column: ResizableLogColumn) => {
      const value = stored[column];
      return typeof value === 'number' && Number.isFinite(value) ? clampColumnWidth(value) : DEFAULT_LOG_COLUMN_WIDTHS[column];
    };
    return { timestamp: widthOf('timestamp'), labels: widthOf('labels') };
  } catch {
    return { ...DEFAULT_LOG_COLUMN_WIDTHS };
  }
}

export function writeLogColumnWidths(widths: LogColumnWidths): void {
  try {
    window.localStorage.setItem(LOG_COLUMN_WIDTHS_KEY, JSON.stringify(widths));
  } catch {
    // Storage may be blocked (private modes): the widths then last for this page only.
  }
}
