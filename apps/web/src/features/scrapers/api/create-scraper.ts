import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { scraperKeys } from './scraper-keys.ts';
import type { ScraperInput } from './scraper.types.ts';

export async function createScraper(scraper: ScraperInput): Promise<void> {
  await http.post('db', '/config_scrapers', { body: { ...scraper, source: 'UI' } });
}

export function useCreateScraper() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScraper,
    onSuccess: (_data, scraper) => toast.success(`${scraper.name} created successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scraperKeys.all }),
  });
}
