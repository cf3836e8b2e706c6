import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { playbookRunActionKeys } from './playbook-run-keys.ts';
import type { RunActionSummary } from './playbook-run.types.ts';

const ACTION_COLUMNS = 'id,name,status,playbook_run_id,start_time,end_time,scheduled_time,retry_count,error';

/** The steps of a run in the order they ran or will run, without their (possibly large) results. */
export async function getRunActions(runId: string, signal?: AbortSignal): Promise<RunActionSummary[]> {
  const query = new URLSearchParams({ run_id: runId, select: ACTION_COLUMNS });
  return http.get<RunActionSummary[]>('db', '/rpc/get_playbook_run_actions', { query, signal });
}

/** Read with the run: `pollMs` while the run is under way, false once it is over (one last read). */
export function useRunActions(runId: string, pollMs: number | false) {
  return useQuery({
    queryKey: playbookRunActionKeys.list({ runId }),
    queryFn: ({ signal }) => getRunActions(runId, signal),
    refetchInterval: pollMs,
  });
}
