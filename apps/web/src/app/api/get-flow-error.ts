import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#src/api/http-client.ts';
import { createQueryKeys } from '#src/api/query-keys.ts';

export interface FlowError {
  id: string;
  error?: { code?: number; status?: string; reason?: string; message?: string };
}

export const flowErrorKeys = createQueryKeys('flow-error');

export async function getFlowError(id: string, signal?: AbortSignal): Promise<FlowError> {
  return http.get<FlowError>('identity', '/self-service/errors', { query: { id }, signal, redirectOnUnauthorized: false });
}

export function flowErrorQueryOptions(id: string) {
  return queryOptions({
    queryKey: flowErrorKeys.detail(id),
    queryFn: ({ signal }) => getFlowError(id, signal),
    retry: false,
  });
}

export function useFlowError(id: string) {
  return useQuery({ ...flowErrorQueryOptions(id), enabled: id !== '' });
}
