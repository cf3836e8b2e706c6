import type { ReactNode } from 'react';

export interface SimpleTableProps {
  label: string;
  headers: readonly string[];
  /** Marks the table busy while a new page is on its way. */
  isFetching?: boolean;
  /** One or more `<tbody>`. */
  children: ReactNode;
}

/** A small read-only table with plain text headers, for short lists in tabs and dialogs. */
export function SimpleTable({ label, headers, isFetching = false, children }: SimpleTableProps) {
  return (
    <table aria-label={label} aria-busy={isFetching || undefined} className="w-full text-left text-sm">
      <thead className="border-b border-gray-200 text-xs text-gray-500">
        <tr>
          {headers.map((header) => (
            <th key={header} className="px-3 py-2 font-medium">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}
