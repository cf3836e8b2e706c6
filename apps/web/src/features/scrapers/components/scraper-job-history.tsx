import { ResourceJobHistory } from '#src/ui/job-history/resource-job-history.tsx';
import { useScraperJobs } from '../api/list-scraper-jobs.ts';

/** The scraper's job runs, newest first. */
export function ScraperJobHistory({ scraperId }: { scraperId: string }) {
  return <ResourceJobHistory jobs={useScraperJobs(scraperId)} />;
}
