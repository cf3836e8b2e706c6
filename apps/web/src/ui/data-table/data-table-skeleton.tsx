import { Skeleton } from '../skeleton/skeleton.tsx';
import { SKELETON_ROWS } from './data-table.constants.ts';

/** Placeholder rows while the first data loads. */
export function DataTableSkeleton({ columnCount }: { columnCount: number }) {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
        <tr key={rowIndex} data-skeleton="true" className="border-b border-gray-100">
          {Array.from({ length: Math.max(columnCount, 1) }, (_, cellIndex) => (
            <td key={cellIndex} className="px-3 py-2.5">
              <Skeleton className={cellIndex === 0 ? 'h-4 w-3/4' : 'h-4 w-1/2'} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
