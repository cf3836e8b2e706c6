import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface DialogAddress {
  /** `<addParam>=true`: the add dialog is open. */
  adding: boolean;
  /** `id=<id>`: that row's dialog is open. */
  editingId: string | null;
  openAdd: () => void;
  openEdit: (id: string) => void;
  close: () => void;
}

/**
 * A list page's add and edit dialogs kept in the address (`?<addParam>=true`, `?id=<id>`), so a
 * link can open one and Back closes it.
 */
export function useDialogAddress(addParam: string): DialogAddress {
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
    adding: searchParams.get(addParam) === 'true',
    editingId: searchParams.get('id') || null,
    openAdd: useCallback(() => update((params) => params.set(addParam, 'true')), [update, addParam]),
    openEdit: useCallback((id: string) => update((params) => params.set('id', id)), [update]),
    close: useCallback(
      () =>
        update((params) => {
          params.delete(addParam);
          params.delete('id');
        }),
      [update, addParam],
    ),
  };
}
