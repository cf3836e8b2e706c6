import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ConnectionDialogParams {
  /** addConnection=true: the add dialog is open. */
  adding: boolean;
  /** id={connection id}: that connection's dialog is open. */
  editingId: string | null;
  openAdd: () => void;
  openEdit: (id: string) => void;
  close: () => void;
}

/** The page's dialog lives in the address, so a link can open one connection. */
export function useConnectionDialogParams(): ConnectionDialogParams {
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
    adding: searchParams.get('addConnection') === 'true',
    editingId: searchParams.get('id') || null,
    openAdd: useCallback(() => update((params) => params.set('addConnection', 'true')), [update]),
    openEdit: useCallback((id: string) => update((params) => params.set('id', id)), [update]),
    close: useCallback(
      () =>
        update((params) => {
          params.delete('addConnection');
          params.delete('id');
        }),
      [update],
    ),
  };
}
