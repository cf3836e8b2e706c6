import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScraperSpec } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { scraperKeys } from './scraper-keys.ts';

/** The name of a stored scraper stays as it is: only its spec changes. */
export async function updateScraper({ id, spec }: { id: string; spec: ScraperSpec }): Promise<void> {
  await http.patch('db', '/config_scrapers', { query: postgrest().eq('id', id), body: { spec, updated_at: new Date().toISOString() } });
}

export function useUpdateScraper(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateScraper,
    onSuccess: () => toast.success(`${name} updated successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scraperKeys.all }),
  });
}
