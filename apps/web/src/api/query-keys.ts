/**
 * The query-key convention: every key of a resource starts with the resource's name, so
 * `invalidateQueries({ queryKey: keys.all })` refreshes all of it and `keys.lists()` all its lists.
 *
 *   export const agentKeys = createQueryKeys('agents');
 *   useQuery({ queryKey: agentKeys.list({ pageIndex, pageSize }), ... });
 */
export function createQueryKeys<const Resource extends string>(resource: Resource) {
  return {
    all: [resource] as const,
    lists: () => [resource, 'list'] as const,
    list: <const Params>(params: Params) => [resource, 'list', params] as const,
    details: () => [resource, 'detail'] as const,
    detail: (id: string) => [resource, 'detail', id] as const,
  };
}
