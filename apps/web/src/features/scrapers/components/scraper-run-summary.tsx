import type { ScraperRunResponse } from '@vigil/domain';

/** What the last Run Now answered: its message and the job summary. */
export function ScraperRunSummary({ result }: { result: ScraperRunResponse }) {
  return (
    <div role="status" aria-label="Run summary" className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
      <p className="font-medium">{result.message ?? 'Scraper ran'}</p>
      {result.payload !== undefined && <pre className="mt-1 overflow-x-auto text-xs">{JSON.stringify(result.payload, null, 2)}</pre>}
    </div>
  );
}
