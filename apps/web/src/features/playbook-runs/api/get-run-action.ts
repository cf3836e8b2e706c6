import type { PlaybookRunActionRow } from '@vigil/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { HttpError } from '#src/api/http-error.ts';
import { postgrest } from '#src/api/postgrest-query.ts';
import { isFinalActionStatus } from '../utils/run-status.ts';
import { playbookRunActionKeys } from './playbook-run-keys.ts';

/** Spec 002 §4: the selected action's output is read again every second until the action is over. */
export const ACTION_POLL_MS = 1_000;

/** One action with its result. */
export async function getRunAction(id: string, signal?: AbortSignal): Promise<PlaybookRunActionRow> {
  const query = postgrest().select('*').eq('id', id);
  const rows = await http.get<PlaybookRunActionRow[]>('db', '/playbook_run_actions', { query, signal });
  const action = rows[0];
  if (!action) throw new HttpError('response', 'Action not found', 404);
  return action;
}

export function useRunAction(id: string | null) {
  return useQuery({
    queryKey: playbookRunActionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getRunAction(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isFinalActionStatus(query.state.data.status) ? false : ACTION_POLL_MS),
  });
}
