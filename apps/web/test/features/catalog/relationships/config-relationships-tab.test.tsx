import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigRelationshipsTab } from '#src/features/catalog/components/relationships/config-relationships-tab.tsx';
import type { RelatedConfig } from '#src/features/catalog/api/related-config.types.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { ROOT_ID, aRelated } from './relationships-fixtures.ts';
// The tab loads the graph lazily; loading it with the tests keeps its first showing inside findBy's wait.
import '#src/features/catalog/components/relationships/relationships-graph.tsx';
import { chooseOption } from '#test/support/kit-select.ts';

const server = fakeServerForEachTest();
const RPC = '/api/db/rpc/related_configs_recursive';

beforeEach(() => {
  // The graph measures its box; jsdom has no layout, so every box is empty.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

function serve(related: RelatedConfig[] | { status: number; body: unknown }) {
  server.on('GET', RPC, Array.isArray(related) ? { body: related } : related);
  server.on('GET', '/api/db/config_detail', { body: [{ id: ROOT_ID, name: 'orders', type: 'Kubernetes::Deployment', status: 'Running', health: 'healthy' }] });
}

function openTab(query = '') {
  return renderRoute(<ConfigRelationshipsTab configId={ROOT_ID} />, { path: '/catalog/:id/relationships', address: `/catalog/${ROOT_ID}/relationships${query}` });
}

const pressed = (group: string, name: string) => within(screen.getByRole('group', { name: group })).getByRole('button', { name });

function lastQuery() {
  return server.calls('GET', RPC).at(-1)!.query;
}

describe('Config relationships tab', () => {
  it('asks for outgoing hard relationships to depth 10 and lists them grouped by type, deleted last', async () => {
    serve([
      aRelated({ name: 'pod-gone', deleted_at: '2024-01-01T00:00:00Z' }),
      aRelated({ name: 'pod-live' }),
      aRelated({ name: 'orders-svc', type: 'Kubernetes::Service' }),
    ]);
    openTab();
    const table = await screen.findByRole('table', { name: 'Related configs' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(1).map((text) => text?.split(/outgoing/i)[0])).toEqual(['Kubernetes::Pod (2)', 'pod-live', 'pod-gone', 'Kubernetes::Service (1)', 'orders-svc']);
    expect(within(table).getByRole('link', { name: 'pod-gone' }).closest('tr')).toHaveClass('text-gray-400');
    expect(within(table).getByRole('link', { name: 'orders-svc' })).toHaveAttribute('href', expect.stringMatching(/^\/catalog\/[0-9a-f-]+$/));
    const query = lastQuery();
    expect(Object.fromEntries(query)).toMatchObject({ config_id: ROOT_ID, max_depth: '10', type_filter: 'outgoing', outgoing_relation: 'hard', incoming_relation: 'hard' });
    expect(screen.getByRole('button', { name: 'Outgoing' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Incoming' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows the toggles: Incoming adds the other direction, Soft both kinds, and Outgoing comes back on with Incoming off', async () => {
    serve([aRelated({ name: 'pod-live' })]);
    openTab();
    await screen.findByText('pod-live');
    await userEvent.click(screen.getByRole('button', { name: 'Incoming' }));
    await waitFor(() => expect(lastQuery().get('type_filter')).toBe('all'));
    await userEvent.click(screen.getByRole('button', { name: 'Outgoing' }));
    await waitFor(() => expect(lastQuery().get('type_filter')).toBe('incoming'));
    await userEvent.click(screen.getByRole('button', { name: 'Soft' }));
    await waitFor(() => expect(lastQuery().get('incoming_relation')).toBe('both'));
    await userEvent.click(screen.getByRole('button', { name: 'Incoming' }));
    await waitFor(() => expect(lastQuery().get('type_filter')).toBe('outgoing'));
    expect(screen.getByRole('button', { name: 'Outgoing' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the related configs by health', async () => {
    serve([aRelated({ name: 'pod-sick', health: 'unhealthy' }), aRelated({ name: 'pod-fine' })]);
    openTab();
    await screen.findByText('pod-fine');
    await chooseOption(screen.getByRole('combobox', { name: 'Health' }), 'unhealthy');
    expect(screen.queryByText('pod-fine')).not.toBeInTheDocument();
    expect(screen.getByText('pod-sick')).toBeInTheDocument();
  });

  it('says when the config has no relationships', async () => {
    serve([]);
    openTab();
    expect(await screen.findByText('No relationships found')).toBeInTheDocument();
  });

  it("shows the server's error", async () => {
    serve({ status: 500, body: { error: { message: 'database is down' } } });
    openTab();
    expect(await screen.findByText('database is down')).toBeInTheDocument();
  });

  it('draws the graph with the config in the middle and expands a collapsed intermediary on click', async () => {
    const pods = ['a', 'b', 'c', 'd'].map((name) => aRelated({ name: `pod-${name}` }));
    serve([...pods, aRelated({ name: 'orders-svc', type: 'Kubernetes::Service', health: 'unhealthy' })]);
    openTab();
    await screen.findByText('pod-a');
    await userEvent.click(screen.getByRole('button', { name: 'Graph' }));
    const graph = await screen.findByTestId('relationships-graph');
    expect(await within(graph).findByText('orders')).toBeInTheDocument();
    expect(within(graph).getByText('orders-svc').closest('[data-testid^="graph-node-"]')).toHaveClass('border-red-500');
    expect(within(graph).getByText('Kubernetes::Pod')).toBeInTheDocument();
    expect(within(graph).queryByText('pod-a')).not.toBeInTheDocument();
    await userEvent.click(within(graph).getByRole('button', { name: 'Expand (4)' }));
    expect(await within(graph).findByText('pod-a')).toBeInTheDocument();
    expect(within(graph).getByText('pod-d')).toBeInTheDocument();
    await userEvent.click(within(graph).getByRole('button', { name: 'Collapse' }));
    await waitFor(() => expect(within(graph).queryByText('pod-a')).not.toBeInTheDocument());
  });

  it('keeps the toggles, view and filters in the query string as the user chooses them', async () => {
    serve([aRelated({ name: 'pod-sick', health: 'unhealthy' }), aRelated({ name: 'pod-fine' })]);
    const tab = openTab();
    await screen.findByText('pod-fine');
    expect(tab.search().toString()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Incoming' }));
    await userEvent.click(screen.getByRole('button', { name: 'Soft' }));
    await chooseOption(screen.getByRole('combobox', { name: 'Health' }), 'unhealthy');
    await userEvent.click(screen.getByRole('button', { name: 'Graph' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Vertical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Smooth step' }));
    expect(Object.fromEntries(tab.search())).toEqual({
      incoming: 'true',
      soft: 'true',
      health: 'unhealthy',
      view: 'graph',
      direction: 'vertical',
      edgeStyle: 'smoothstep',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Incoming' }));
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(tab.search().has('incoming')).toBe(false);
    expect(tab.search().has('view')).toBe(false);
  });

  it('opens a shared link with its toggles, filters and graph options applied', async () => {
    serve([aRelated({ name: 'pod-sick', health: 'unhealthy', direction: 'incoming' }), aRelated({ name: 'pod-fine' })]);
    openTab('?incoming=true&outgoing=false&soft=true&health=unhealthy&relationship=incoming&view=graph&direction=vertical&edgeStyle=smoothstep');
    const graph = await screen.findByTestId('relationships-graph');
    expect(await within(graph).findByText('pod-sick')).toBeInTheDocument();
    expect(within(graph).queryByText('pod-fine')).not.toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toMatchObject({ type_filter: 'incoming', incoming_relation: 'both', outgoing_relation: 'both' });
    expect(pressed('Relationships', 'Outgoing')).toHaveAttribute('aria-pressed', 'false');
    expect(pressed('Relationships', 'Incoming')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Relationships', 'Soft')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('View', 'Graph')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Direction', 'Vertical')).toHaveAttribute('aria-pressed', 'true');
    expect(pressed('Edge style', 'Smooth step')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Health' })).toHaveValue('unhealthy');
    expect(screen.getByRole('combobox', { name: 'Relationship' })).toHaveValue('incoming');
  });

  it('shows Outgoing for a link that turns both directions off', async () => {
    serve([aRelated({ name: 'pod-live' })]);
    openTab('?incoming=false&outgoing=false');
    await screen.findByText('pod-live');
    expect(pressed('Relationships', 'Outgoing')).toHaveAttribute('aria-pressed', 'true');
    expect(lastQuery().get('type_filter')).toBe('outgoing');
  });

  it('shows type icons on the table groups and on every graph node', async () => {
    const pods = ['a', 'b', 'c'].map((name) => aRelated({ name: `pod-${name}` }));
    serve([...pods, aRelated({ name: 'orders-svc', type: 'Kubernetes::Service' })]);
    openTab();
    const table = await screen.findByRole('table', { name: 'Related configs' });
    const groupIcons = within(table)
      .getAllByRole('rowheader')
      .map((header) => header.querySelector('[data-icon]')?.getAttribute('data-icon'));
    expect(groupIcons).toEqual(['k8s-pod', 'k8s-service']);

    await userEvent.click(screen.getByRole('button', { name: 'Graph' }));
    const graph = await screen.findByTestId('relationships-graph');
    const nodeIcon = (text: string) =>
      within(graph).getByText(text).closest('[data-testid^="graph-node-"]')!.querySelector('[data-icon]')?.getAttribute('data-icon');
    expect(await within(graph).findByText('orders')).toBeInTheDocument();
    expect(nodeIcon('orders')).toBe('k8s-deployment');
    expect(nodeIcon('orders-svc')).toBe('k8s-service');
    expect(nodeIcon('pod-a')).toBe('k8s-pod');
    const nodes = graph.querySelectorAll('[data-testid^="graph-node-"]');
    expect(nodes.length).toBeGreaterThanOrEqual(5);
    for (const node of nodes) expect(node.querySelector('[data-icon]')).not.toBeNull();
  });
});
