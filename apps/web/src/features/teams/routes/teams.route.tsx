import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useTeams } from '../api/list-teams.ts';
import { TeamsTable } from '../components/teams-table.tsx';
import { DEFAULT_TEAM_PAGE_SIZE, readTeamListParams } from '../utils/team-list-params.ts';
import { TEAMS_WRITE } from '../utils/teams-access.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /settings/teams: the teams with their members counted and their latest job (spec 001 §2.5). */
export function TeamsRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readTeamListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_TEAM_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const teams = useTeams(params);
  const canWrite = usePermission(TEAMS_WRITE, 'write');

  return (
    <PageLayout
      title="Teams"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Teams' }]}
      onRefresh={() => void teams.refetch()}
      isRefreshing={teams.isFetching}
      extra={
        canWrite && (
          <Link to="/settings/teams/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Team
          </Link>
        )
      }
    >
      {teams.error ? (
        <ErrorPanel title="Could not load teams" message={teams.error.message} onRetry={() => void teams.refetch()} />
      ) : (
        <TeamsTable
          teams={teams.data?.items ?? []}
          total={teams.data?.total ?? 0}
          isLoading={teams.isPending}
          isFetching={teams.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(team) => void navigate(`/settings/teams/${team.id}`)}
        />
      )}
    </PageLayout>
  );
}
