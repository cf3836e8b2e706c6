import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScraperRunResponse } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { scraperJobKeys, scraperKeys } from './scraper-keys.ts';

/** Runs the scraper now; the answer is the run's job summary. */
export async function runScraper(id: string): Promise<ScraperRunResponse> {
  return (await http.post<ScraperRunResponse>('config', `/run/${encodeURIComponent(id)}`)) ?? {};
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
