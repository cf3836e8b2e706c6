import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryKeys } from '#src/api/query-keys.ts';

describe('query keys', () => {
  it('nests lists and details under the resource so one invalidation refreshes them all', async () => {
    const agentKeys = createQueryKeys('agents');
    const peopleKeys = createQueryKeys('people');
    const client = new QueryClient();
    client.setQueryData(agentKeys.list({ pageIndex: 0, pageSize: 50 }), ['a']);
    client.setQueryData(agentKeys.detail('a1'), { id: 'a1' });
    client.setQueryData(peopleKeys.list({}), ['p']);

    await client.invalidateQueries({ queryKey: agentKeys.lists() });
    expect(client.getQueryState(agentKeys.list({ pageIndex: 0, pageSize: 50 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(agentKeys.detail('a1'))?.isInvalidated).toBe(false);

    await client.invalidateQueries({ queryKey: agentKeys.all });
    expect(client.getQueryState(agentKeys.detail('a1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(peopleKeys.list({}))?.isInvalidated).toBe(false);
  });
});
