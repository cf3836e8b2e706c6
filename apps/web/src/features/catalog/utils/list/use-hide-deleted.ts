import { useCallback, useState } from 'react';
import { readStored, writeStored } from './stored-preference.ts';

/** The stored preference behind 'Hide Deleted Catalog' (spec 002 §2); 'yes' unless set. */
export const HIDE_DELETED_STORAGE_KEY = 'areDeletedConfigsHidden';

export function useHideDeleted(): [boolean, (hidden: boolean) => void] {
  const [hidden, setHiddenState] = useState(() => readStored(HIDE_DELETED_STORAGE_KEY) !== 'no');
  const setHidden = useCallback((next: boolean) => {
    setHiddenState(next);
    writeStored(HIDE_DELETED_STORAGE_KEY, next ? 'yes' : 'no');
  }, []);
  return [hidden, setHidden];
}
