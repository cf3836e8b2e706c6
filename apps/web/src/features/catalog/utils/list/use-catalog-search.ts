import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CatalogSearch, readCatalogSearch } from './catalog-search-params.ts';

/** Changes to the query string: a value of '' or null removes the parameter. */
export type CatalogSearchChanges = Partial<Record<keyof CatalogSearch, string | null>>;

/** The catalog's filters, read from and written to the query string. */
export function useCatalogSearch(): [CatalogSearch, (changes: CatalogSearchChanges) => void] {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readCatalogSearch(params), [params]);
  const update = useCallback(
    (changes: CatalogSearchChanges) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
        }
        return next;
      });
    },
    [setParams],
  );
  return [search, update];
}
