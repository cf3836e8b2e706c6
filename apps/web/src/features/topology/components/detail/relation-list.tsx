import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '#src/ui/skeleton/skeleton.tsx';
import { TruncatedText } from '#src/ui/tooltip/truncated-text.tsx';

export interface RelationRow {
  key: string;
  /** Where the row leads. */
  to: string;
  title: string;
  /** Shown at the right: a status, a type, a date. */
  detail?: ReactNode;
}

export interface RelationListProps<T> {
  query: UseQueryResult<T[]>;
  /** Said when there are no rows. */
  empty: string;
  rowOf: (item: T) => RelationRow;
}

/** The rows of a panel section, each a link, with its loading, failure and empty states. */
export function RelationList<T>({ query, empty, rowOf }: RelationListProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading" className="flex flex-col gap-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    );
  }
  if (query.isError) return <p className="text-sm text-red-700">{query.error.message}</p>;
  if (query.data.length === 0) return <p className="text-sm text-gray-500">{empty}</p>;
  return (
    <ul className="flex flex-col gap-1">
      {query.data.map((item) => {
        const row = rowOf(item);
        return (
          <li key={row.key} className="flex min-w-0 items-center gap-2 text-sm">
            <Link to={row.to} className="min-w-0 flex-1 rounded text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-500">
              <TruncatedText>{row.title}</TruncatedText>
            </Link>
            {row.detail !== undefined && row.detail !== null && <span className="shrink-0 text-xs text-gray-500">{row.detail}</span>}
          </li>
        );
      })}
    </ul>
  );
}
