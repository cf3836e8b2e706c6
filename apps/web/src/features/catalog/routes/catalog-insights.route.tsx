import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { ConfigInsightsView } from '../components/insights/config-insights-view.tsx';

const BREADCRUMBS = [{ label: 'Catalog', to: '/catalog' }, { label: 'Insights' }];

/** /catalog/insights: the insights of every config (spec 002 §2). */
export function CatalogInsightsRoute() {
  return (
    <PageLayout title="Insights" documentTitle="Catalog Insights" breadcrumbs={BREADCRUMBS} contentClassName="flex flex-col">
      <CatalogTabs />
      <ConfigInsightsView />
    </PageLayout>
  );
}
