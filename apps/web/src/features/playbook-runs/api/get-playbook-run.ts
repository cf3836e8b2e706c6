import { isFinalRunStatus } from '@vigil/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { HttpError } from '#src/api/http-error.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { RUN_ROW_COLUMNS } from '../utils/run-list-filters.ts';
import { playbookRunKeys } from './playbook-run-keys.ts';
import type { PlaybookRunDetail } from './playbook-run.types.ts';

/** Spec 002 §4: the detail reads the run again every 2 s until it is over. */
export const RUN_POLL_MS = 2_000;
export const RUN_NOT_FOUND = 'Playbook run not found';

export async function getPlaybookRun(id: string, signal?: AbortSignal): Promise<PlaybookRunDetail> {
  const query = postgrest()
    .select([...RUN_ROW_COLUMNS, 'parameters', 'parent_id', 'spec'])
    .eq('id', id);
  const rows = await http.get<PlaybookRunDetail[]>('db', '/playbook_runs', { query, signal });
  const run = rows[0];
  if (!run) throw new HttpError('response', RUN_NOT_FOUND, 404);
  return run;
}

export function usePlaybookRun(id: string) {
  return useQuery({
    queryKey: playbookRunKeys.detail(id),
    queryFn: ({ signal }) => getPlaybookRun(id, signal),
    refetchInterval: (query) => (query.state.data && isFinalRunStatus(query.state.data.status) ? false : RUN_POLL_MS),
  });
}
