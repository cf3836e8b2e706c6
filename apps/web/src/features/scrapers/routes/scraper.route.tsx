import { useParams, useSearchParams } from 'react-router';
import { ErrorPanel } from '#src/ui/error-boundary/error-panel.tsx';
import { useAccess } from '#src/ui/gates/use-access.ts';
import { EmptyState } from '#src/ui/page/empty-state.tsx';
import { LoadingState } from '#src/ui/page/loading-state.tsx';
import { PageLayout } from '#src/ui/page/page-layout.tsx';
import { ResourceTabs, type ResourceTab } from '#src/ui/job-history/resource-tabs.tsx';
import { useScraper } from '../api/get-scraper.ts';
import { ScraperEditor } from '../components/scraper-editor.tsx';
import { ScraperJobHistory } from '../components/scraper-job-history.tsx';

/** The id in the address of a scraper not saved yet. */
export const NEW_SCRAPER_ID = 'new';

/** /catalog/scrapers/{id}: a scraper's spec and job history (spec 001 §2.5). */
export function ScraperRoute() {
  const { id = NEW_SCRAPER_ID } = useParams();
  const isNew = id === NEW_SCRAPER_ID;
  const scraper = useScraper(isNew ? null : id);
  // Whether the editor is writable depends on the user's roles: wait for them rather than flicker.
  const access = useAccess();
  const [search, setSearch] = useSearchParams();
  const tab: ResourceTab = search.get('tab') === 'jobHistory' ? 'jobHistory' : 'spec';
  const title = isNew ? 'New Scraper' : (scraper.data?.name ?? 'Scraper');

  let content;
  if (access.isLoading || (!isNew && scraper.isPending)) content = <LoadingState />;
  else if (isNew) content = <ScraperEditor scraper={null} />;
  else if (scraper.error) content = <ErrorPanel title="Could not load the scraper" message={scraper.error.message} onRetry={() => void scraper.refetch()} />;
  else if (!scraper.data) content = <EmptyState title="No resources found" />;
  else
    content = (
      <>
        <ResourceTabs value={tab} onChange={(next) => setSearch(next === 'spec' ? {} : { tab: next }, { replace: true })} />
        {tab === 'spec' ? <ScraperEditor key={scraper.data.id} scraper={scraper.data} /> : <ScraperJobHistory scraperId={scraper.data.id} />}
      </>
    );

  return (
    <PageLayout title={title} breadcrumbs={[{ label: 'Catalog', to: '/catalog' }, { label: 'Scrapers', to: '/catalog/scrapers' }, { label: title }]}>
      <div className="flex flex-col gap-4">{content}</div>
    </PageLayout>
  );
}
