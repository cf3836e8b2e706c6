import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { scraperKeys } from './scraper-keys.ts';

/** A soft delete: the row stays, with deleted_at set, so the items it scraped keep their creator. */
export async function deleteScraper(id: string): Promise<void> {
  await http.patch('db', '/config_scrapers', { query: postgrest().eq('id', id), body: { deleted_at: new Date().toISOString() } });
}

export function useDeleteScraper(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScraper,
    onSuccess: () => toast.success(`${name} deleted successfully`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scraperKeys.all }),
  });
}
