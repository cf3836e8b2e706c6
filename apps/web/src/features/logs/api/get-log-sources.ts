import { useQuery } from '@tanstack/react-query';
import type { ComponentLogSelector } from '@vigil/domain';
import { http } from '#src/api/http-client.ts';
import { logsKeys } from './logs-keys.ts';

/** A component that declares logs (`components_with_logs`), as the picker lists it. */
export interface ComponentWithLogs {
  id: string;
  name: string;
  type: string | null;
  log_selectors: ComponentLogSelector[] | null;
}

/** The most components the picker reads; its search box narrows the list. */
export const COMPONENT_PICKER_LIMIT = 1000;

export async function getComponentsWithLogs(signal?: AbortSignal): Promise<ComponentWithLogs[]> {
  const rows = await http.get<ComponentWithLogs[]>('db', '/components_with_logs', {
    query: { select: 'id,name,type,log_selectors', order: 'name.asc', limit: COMPONENT_PICKER_LIMIT },
    signal,
  });
  return rows ?? [];
}

/** The names of the log backends saved in Settings; they are searched by name like a component. */
export async function getLogBackendNames(signal?: AbortSignal): Promise<string[]> {
  const rows = await http.get<{ name: string }[]>('db', '/logging_backends', {
    query: { select: 'name', deleted_at: 'is.null', order: 'name.asc' },
    signal,
  });
  return [...new Set((rows ?? []).map((row) => row.name))];
}

export function useComponentsWithLogs() {
  return useQuery({ queryKey: [...logsKeys.all, 'components'] as const, queryFn: ({ signal }) => getComponentsWithLogs(signal), staleTime: 60_000 });
}

/** Backends are an extra of the picker: a user who may not read them still picks components, so a refusal is not an error to show. */
export function useLogBackendNames() {
  return useQuery({
    queryKey: [...logsKeys.all, 'backends'] as const,
    queryFn: ({ signal }) => getLogBackendNames(signal).catch(() => []),
    staleTime: 60_000,
  });
}
