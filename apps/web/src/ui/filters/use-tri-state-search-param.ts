import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TriStateSelections } from './tri-state.ts';
import { decodeTriStateSelections, encodeTriStateSelections } from './tri-state-query.ts';

/**
 * Tri-state selections kept in one query-string key (`status=SUCCESS:-1`), so the filtered
 * view is linkable. An empty selection removes the key; other keys are left alone.
 */
export function useTriStateSearchParam(
  key: string,
  defaultValue: TriStateSelections = {},
): [TriStateSelections, (next: TriStateSelections) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(key);
  const defaultEncoded = encodeTriStateSelections(defaultValue);
  const selections = useMemo(
    () => decodeTriStateSelections(raw ?? defaultEncoded),
    [raw, defaultEncoded],
  );
  const setSelections = useCallback(
    (next: TriStateSelections) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        const encoded = encodeTriStateSelections(next);
        // An explicit empty value keeps "no filter" from falling back to a non-empty default.
        if (encoded === defaultEncoded) params.delete(key);
        else params.set(key, encoded);
        return params;
      });
    },
    [key, defaultEncoded, setSearchParams],
  );
  return [selections, setSelections];
}
