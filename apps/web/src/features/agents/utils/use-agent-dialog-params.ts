import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface AgentDialogParams {
  /** addAgent=true: the create dialog is open. */
  adding: boolean;
  /** id={agent id}: that agent's edit dialog is open. */
  editingId: string | null;
  openAdd: () => void;
  openEdit: (id: string) => void;
  close: () => void;
}

/** The agents page's dialogs live in the address, so a link can open them (spec 000 §2.10). */
export function useAgentDialogParams(): AgentDialogParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }),
    [setSearchParams],
  );
  return {
    adding: searchParams.get('addAgent') === 'true',
    editingId: searchParams.get('id') || null,
    openAdd: useCallback(() => update((params) => params.set('addAgent', 'true')), [update]),
    openEdit: useCallback((id: string) => update((params) => params.set('id', id)), [update]),
    close: useCallback(
      () =>
        update((params) => {
          params.delete('addAgent');
          params.delete('id');
        }),
      [update],
    ),
  };
}
