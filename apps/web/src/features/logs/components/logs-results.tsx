import { FileText, SearchX } from 'lucide-react';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import type { LogsView } from '../utils/use-logs-view.ts';
import { LogsTable } from './logs-table.tsx';

/** Spec 002 §2 and §8's texts. */
export const COMPONENTS_FAILED = 'Unable to load components!';
export const NO_MATCHING_LOGS = 'There are no logs matching the search query';
export const NO_COMPONENT = 'Please select a component to view the logs';
export const SEARCH_FAILED = 'Unable to load logs';

/** What the search found, or why there is nothing to show. */
export function LogsResults({ view }: { view: LogsView }) {
  const { params, components, search } = view;
  return (
    <>
      {components.error && <ErrorPanel title={COMPONENTS_FAILED} message={components.error.message} onRetry={() => void components.refetch()} />}
      {params.topologyId === '' ? (
        <EmptyState icon={FileText} title={NO_COMPONENT} />
      ) : search.error ? (
        <ErrorPanel title={SEARCH_FAILED} message={search.error.message} onRetry={() => void search.refetch()} />
      ) : !search.data ? (
        <LoadingState label="Searching logs..." />
      ) : (
        <SearchAnswer view={view} />
      )}
    </>
  );
}

function SearchAnswer({ view }: { view: LogsView }) {
  const answer = view.search.data!;
  return (
    <>
      {answer.errors.length > 0 && (
        <div role="alert" className="mx-6 mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">Some log backends did not answer; the lines below are from the others.</p>
          <ul className="mt-1 list-disc pl-5">
            {answer.errors.map((error) => (
              <li key={error.backend}>
                {error.backend}: {error.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.results.length === 0 ? (
        <EmptyState icon={SearchX} title={NO_MATCHING_LOGS} />
      ) : (
        <>
          <p className="flex items-center gap-2 px-6 py-2 text-xs text-gray-600" aria-live="polite">
            <span>{answer.more ? `Showing the newest ${answer.total} lines` : `${answer.total} ${answer.total === 1 ? 'line' : 'lines'}`}</span>
            {answer.more && (
              <span data-testid="logs-more" className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-800">
                More lines available: narrow the search or the time range to see older ones
              </span>
            )}
          </p>
          <LogsTable lines={answer.results} />
        </>
      )}
    </>
  );
}
