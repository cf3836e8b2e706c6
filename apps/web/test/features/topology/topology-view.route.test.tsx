import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopologyViewRoute } from '#src/features/topology/routes/topology-view.route.tsx';
import { CARD_PREFERENCES_KEY } from '#src/features/topology/utils/card-preferences.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { API, API_POD, CLUSTER, component, DB, lastTopologyQuery, serveTopology, topologyReply } from './support/topology-api.ts';

const server = fakeServerForEachTest();

describe('the public topology view', () => {
  it('shows the component children as cards that open further within /view/topology, in the remembered sort', async () => {
    window.localStorage.setItem(CARD_PREFERENCES_KEY, JSON.stringify({ sortBy: 'name', sortOrder: 'asc', cardWidth: 500 }));
    const cluster = component(CLUSTER, 'cluster', {
      is_leaf: false,
      components: [
        component(DB, 'db', { status: 'unhealthy' }),
        component(API, 'api', { is_leaf: false, components: [component(API_POD, 'api-pod-1')] }),
      ],
    });
    serveTopology(server, topologyReply([cluster]));
    renderRoute(<TopologyViewRoute />, { path: '/view/topology/:id', address: `/view/topology/${CLUSTER}` });
    const grid = await screen.findByRole('list', { name: 'Components' });
    expect(within(grid).getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['api', 'db']);
    expect(screen.getByRole('heading', { level: 1, name: 'cluster' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'api' })).getByRole('link', { name: 'api' })).toHaveAttribute('href', `/view/topology/${API}`);
    expect(screen.getByRole('article', { name: 'api' })).toHaveStyle({ width: '500px' });
    const query = lastTopologyQuery(server);
    expect(query.get('sortBy')).toBe('name');
    expect(query.get('sortOrder')).toBe('asc');
  });
});
