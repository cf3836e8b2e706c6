import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/http-client.ts';
import { scraperJobKeys, scraperKeys } from './scraper-keys.ts';
import type { ScraperRunResult } from './scraper.types.ts';

/** Runs the scraper now; the answer is the run's job summary. */
export async function runScraper(id: string): Promise<ScraperRunResult> {
  return (await http.post<ScraperRunResult>('config', `/run/${encodeURIComponent(id)}`)) ?? {};
}

export function useRunScraper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runScraper,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: scraperKeys.all });
      await queryClient.invalidateQueries({ queryKey: scraperJobKeys.all });
    },
  });
}
