import { useCallback } from 'react';
import { useLocation } from 'react-router';

/** The address of a component's grid under `base`, keeping the filters and sort of the address (spec 002 §2). */
export function useComponentHref(base: '/topology' | '/view/topology'): (id: string) => string {
  const { search } = useLocation();
  return useCallback((id: string) => `${base}/${encodeURIComponent(id)}${search}`, [base, search]);
}
