import { useLocation, useParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { IconLabel } from '#src/ui/icon/icon-label.tsx';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { useConfigDetail } from '../api/get-config-detail.ts';
import { ConfigDetailLayout } from '../components/detail/config-detail-layout.tsx';
import { ConfigDetailTitle } from '../components/detail/config-detail-title.tsx';
import { tabFromPath } from '../utils/detail/config-detail-tabs.ts';

/** /catalog/{id} and its tabs /catalog/{id}/{changes,insights,relationships,playbooks,checks}. */
export function ConfigDetailRoute() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const detail = useConfigDetail(id);
  const config = detail.data ?? undefined;
  const breadcrumbs = [
    { label: 'Catalog', to: '/catalog' },
    ...(config?.type ? [{ label: <IconLabel name={config.type}>{config.type}</IconLabel>, to: `/catalog?configType=${encodeURIComponent(config.type)}` }] : []),
    { label: config?.name || 'Config' },
  ];

  return (
    <PageLayout
      title={config ? <ConfigDetailTitle config={config} /> : 'Config'}
      documentTitle={config?.name || 'Config'}
      breadcrumbs={breadcrumbs}
      onRefresh={() => void detail.refetch()}
      isRefreshing={detail.isFetching}
    >
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorPanel message={detail.error.message || undefined} onRetry={() => void detail.refetch()} />
      ) : !config ? (
        <EmptyState title="Details not found" />
      ) : (
        <ConfigDetailLayout config={config} tab={tabFromPath(pathname, id)} />
      )}
    </PageLayout>
  );
}
