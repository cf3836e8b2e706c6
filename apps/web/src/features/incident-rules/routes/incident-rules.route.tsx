import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PRIMARY_BUTTON } from '#src/ui/button/button-styles.ts';
import { usePaginationSearchParams } from '#src/ui/data-table/use-pagination-search-params.ts';
import { useSortingSearchParams } from '#src/ui/data-table/use-sorting-search-params.ts';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { usePermission } from '#src/ui/gates/use-permission.ts';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useIncidentRules } from '../api/list-incident-rules.ts';
import { IncidentRulesTable } from '../components/incident-rules-table.tsx';
import { INCIDENT_RULES_WRITE } from '../utils/incident-rules-access.ts';
import { DEFAULT_INCIDENT_RULE_PAGE_SIZE, readIncidentRuleListParams } from '../utils/incident-rule-list-params.ts';

const RESET_ON_SORT = ['pageIndex'];

/** /settings/incident_rules: the rules that open incidents by themselves (spec 001 §2.5). */
export function IncidentRulesRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const params = useMemo(() => readIncidentRuleListParams(search), [search]);
  const pagination = usePaginationSearchParams({ defaultPageSize: DEFAULT_INCIDENT_RULE_PAGE_SIZE });
  const [sorting, setSorting] = useSortingSearchParams({ resetKeys: RESET_ON_SORT });
  const rules = useIncidentRules(params);
  const canWrite = usePermission(INCIDENT_RULES_WRITE, 'write');

  return (
    <PageLayout
      title="Incident Rules"
      breadcrumbs={[{ label: 'Settings' }, { label: 'Incident Rules' }]}
      onRefresh={() => void rules.refetch()}
      isRefreshing={rules.isFetching}
      extra={
        canWrite && (
          <Link to="/settings/incident_rules/new" className={PRIMARY_BUTTON}>
            <Plus aria-hidden className="size-4" />
            Add Incident Rule
          </Link>
        )
      }
    >
      {rules.error ? (
        <ErrorPanel title="Could not load incident rules" message={rules.error.message} onRetry={() => void rules.refetch()} />
      ) : (
        <IncidentRulesTable
          rules={rules.data?.items ?? []}
          total={rules.data?.total ?? 0}
          isLoading={rules.isPending}
          isFetching={rules.isFetching}
          pageIndex={params.pageIndex}
          pageSize={params.pageSize}
          onPageChange={pagination.onChange}
          sorting={sorting}
          onSortingChange={setSorting}
          onRowClick={(rule) => void navigate(`/settings/incident_rules/${rule.id}`)}
        />
      )}
    </PageLayout>
  );
}
