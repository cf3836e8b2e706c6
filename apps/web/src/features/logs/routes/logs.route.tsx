import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { LogsFilters } from '../components/logs-filters.tsx';
import { LogsResults } from '../components/logs-results.tsx';
import { useLogsView } from '../utils/use-logs-view.ts';

/** /logs: a component's (or a log backend's) log lines, searched by text over a time range (spec 002 §2). */
export function LogsRoute() {
  const view = useLogsView();
  return (
    <PageLayout
      title="Logs"
      onRefresh={view.params.topologyId ? () => void view.search.refetch() : undefined}
      isRefreshing={view.search.isFetching}
      contentClassName="flex flex-col"
    >
      <LogsFilters view={view} />
      <LogsResults view={view} />
    </PageLayout>
  );
}
