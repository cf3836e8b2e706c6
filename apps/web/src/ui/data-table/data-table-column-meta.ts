import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { ColumnPriority } from './column-priority.ts';

/*
 * What DataTable reads from a column definition's `meta`. Declared on TanStack's own
 * interface so column definitions stay plain TanStack column defs.
 */
declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's declaration even where unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and body cells (width, alignment). */
    className?: string;
    /** How a group row shows the value it groups by; default the value as text. */
    groupLabel?: (value: unknown) => ReactNode;
    /**
     * Which columns give way first as the pane narrows: 'low' ones hide below 1280 px of table,
     * 'medium' ones below 896 px, 'high' (the default) ones always show.
     */
    priority?: ColumnPriority;
    /** Long text stays on one line, cut off past 20 rem with a tooltip holding the whole of it. */
    truncate?: boolean;
  }
}
