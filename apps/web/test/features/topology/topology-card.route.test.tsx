import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TopologyCardRoute } from '#src/features/topology/routes/topology-card.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { API, component, lastTopologyQuery, serveTopology, topologyReply } from './support/topology-api.ts';

const server = fakeServerForEachTest();

function openCard(address: string) {
  return renderRoute(<TopologyCardRoute />, { path: '/topology/:id/:size', address });
}

describe('a single topology card', () => {
  it('shows the component as one card of the size in the address', async () => {
    serveTopology(server, topologyReply([component(API, 'api', { status: 'warning' })]));
    openCard(`/topology/${API}/small`);
    expect(await screen.findByRole('article', { name: 'api' })).toHaveStyle({ width: '198px' });
    expect(lastTopologyQuery(server).get('id')).toBe(API);
  });

  it.each([
    ['extra_large', '554px'],
    ['large', '356px'],
    ['medium', '258px'],
  ])('is %s at %s', async (size, width) => {
    serveTopology(server, topologyReply([component(API, 'api')]));
    openCard(`/topology/${API}/${size}`);
    expect(await screen.findByRole('article', { name: 'api' })).toHaveStyle({ width });
  });

  it('says Component not found when the server knows no such component', async () => {
    serveTopology(server, { status: 404, body: { error: 'not found', message: `component ${API} not found` } });
    openCard(`/topology/${API}/medium`);
    expect(await screen.findByRole('heading', { name: 'Component not found' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
