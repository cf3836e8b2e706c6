import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { CatalogTabs } from '../components/catalog-tabs.tsx';
import { ConfigChangesView } from '../components/changes/config-changes-view.tsx';

const BREADCRUMBS = [{ label: 'Catalog', to: '/catalog' }, { label: 'Changes' }];
const ALL_CONFIGS = {};

/** /catalog/changes: the changes of every config (spec 002 §2). */
export function CatalogChangesRoute() {
  return (
    <PageLayout title="Changes" documentTitle="Catalog Changes" breadcrumbs={BREADCRUMBS} contentClassName="flex flex-col">
      <CatalogTabs />
      <ConfigChangesView scope={ALL_CONFIGS} />
    </PageLayout>
  );
}
