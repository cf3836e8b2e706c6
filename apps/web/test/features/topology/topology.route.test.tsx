import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopologyRoute } from '#src/features/topology/routes/topology.route.tsx';
import { CARD_PREFERENCES_KEY } from '#src/features/topology/utils/card-preferences.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { API, API_POD, CLUSTER, component, DB, lastTopologyQuery, PLATFORM, ROOTS, serveTopology, topologyReply } from './support/topology-api.ts';

const server = fakeServerForEachTest();

function openTopology(address = '/topology') {
  return renderRoute(<TopologyRoute />, { path: '/topology/:id?', address });
}

async function cardNames(): Promise<string[]> {
  const grid = await screen.findByRole('list', { name: 'Components' });
  return within(grid)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

describe('the topology dashboard', () => {
  it('opens sorted by health, unhealthy and warning components first, and asks the server the same', async () => {
    serveTopology(server);
    openTopology();
    expect(await cardNames()).toEqual(['db', 'cache', 'queue', 'cluster']);
    const query = lastTopologyQuery(server);
    expect(query.get('sortBy')).toBe('status');
    expect(query.get('sortOrder')).toBe('desc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('status');
  });

  it('sorts by the chosen field and direction, keeps them in the address and remembers them', async () => {
    serveTopology(server);
    const user = userEvent.setup();
    const page = openTopology();
    await cardNames();
    await chooseOption(screen.getByRole('combobox', { name: 'Sort by' }), 'Name', user);
    await waitFor(async () => expect(await cardNames()).toEqual(['queue', 'db', 'cluster', 'cache']));
    expect(page.search().get('sortBy')).toBe('name');
    await user.click(screen.getByRole('button', { name: 'Sort order: Descending' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['cache', 'cluster', 'db', 'queue']));
    expect(page.search().get('sortOrder')).toBe('asc');
    expect(lastTopologyQuery(server).get('sortBy')).toBe('name');
    expect(JSON.parse(window.localStorage.getItem(CARD_PREFERENCES_KEY)!)).toMatchObject({ sortBy: 'name', sortOrder: 'asc' });
  });

  it('offers Health, Name, Type, Last Updated and the headline properties as sort fields', async () => {
    serveTopology(server, topologyReply([component(API, 'api', { properties: [{ name: 'cpu', value: 5, headline: true }, { name: 'owner', text: 'me' }] })]));
    const user = userEvent.setup();
    openTopology();
    await cardNames();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Health', 'Name', 'Type', 'Last Updated', 'cpu']);
  });

  it('reads its filters from the address, sends them to the server and writes new choices back', async () => {
    serveTopology(server);
    const user = userEvent.setup();
    const page = openTopology('/topology?status=unhealthy&team=Payments&labels=env____prod:1&agent_id=01900000-0000-7000-8000-0000000000a9');
    await cardNames();
    let query = lastTopologyQuery(server);
    expect(query.get('status')).toBe('unhealthy');
    expect(query.get('team')).toBe('Payments');
    expect(query.get('labels')).toBe('env=prod');
    expect(query.get('agent_id')).toBe('01900000-0000-7000-8000-0000000000a9');
    expect(screen.getByRole('combobox', { name: 'Health' })).toHaveValue('unhealthy');
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Payments');

    await chooseOption(screen.getByRole('combobox', { name: 'Type' }), 'Database', user);
    await waitFor(() => expect(page.search().get('type')).toBe('Database'));
    await waitFor(() => expect(lastTopologyQuery(server).get('type')).toBe('Database'));
    await chooseOption(screen.getByRole('combobox', { name: 'Health' }), 'All', user);
    await waitFor(() => expect(page.search().has('status')).toBe(false));
    query = lastTopologyQuery(server);
    expect(query.has('status')).toBe(false);
    expect(page.search().get('team')).toBe('Payments');
  });

  it('leaves out the components carrying an excluded label', async () => {
    serveTopology(server);
    openTopology('/topology?labels=env____prod:-1');
    expect(await cardNames()).toEqual(['queue']);
    expect(lastTopologyQuery(server).has('labels')).toBe(false);
  });

  it('asks for hidden components only when Show hidden is on', async () => {
    serveTopology(server);
    const user = userEvent.setup();
    const page = openTopology();
    await cardNames();
    expect(lastTopologyQuery(server).has('hidden')).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Show hidden' }));
    await waitFor(() => expect(lastTopologyQuery(server).get('hidden')).toBe('true'));
    expect(page.search().get('showHiddenComponents')).toBe('true');
  });

  it('sizes the cards with the width slider and keeps the width for the next visit', async () => {
    serveTopology(server);
    const user = userEvent.setup();
    const first = openTopology();
    await cardNames();
    const slider = screen.getByRole('slider', { name: 'Card width' });
    expect(slider).toHaveAttribute('aria-valuemin', '250');
    expect(slider).toHaveAttribute('aria-valuemax', '768');
    expect(slider).toHaveAttribute('aria-valuenow', '320');
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '324');
    expect(screen.getByRole('article', { name: 'db' })).toHaveStyle({ width: '324px' });
    first.router.dispose();

    openTopology();
    await cardNames();
    expect(screen.getAllByRole('slider', { name: 'Card width' }).at(-1)).toHaveAttribute('aria-valuenow', '324');
  });

  it('says so when no component matches', async () => {
    serveTopology(server, topologyReply([]));
    openTopology('/topology?status=warning');
    expect(await screen.findByRole('heading', { name: 'There are no components matching this criteria' })).toBeInTheDocument();
  });

  it('shows what failed when the components cannot be read, and reads them again on request', async () => {
    serveTopology(server, { status: 500, body: { error: 'internal', message: 'database is down' } }, topologyReply(ROOTS));
    const user = userEvent.setup();
    openTopology();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load components');
    expect(alert).toHaveTextContent('database is down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await cardNames()).toEqual(['db', 'cache', 'queue', 'cluster']);
  });
});

describe('a component of the dashboard', () => {
  const cluster = component(CLUSTER, 'cluster', {
    parent_id: PLATFORM,
    path: PLATFORM,
    is_leaf: false,
    components: [
      component(API, 'api', { parent_id: CLUSTER, is_leaf: false, status: 'warning', components: [component(API_POD, 'api-pod-1', { status: 'warning' })] }),
      component(DB, 'db', { parent_id: CLUSTER, status: 'unhealthy' }),
    ],
  });

  it('lists its children as cards under the breadcrumb Dashboard and its ancestors', async () => {
    serveTopology(server, topologyReply([cluster]));
    openTopology(`/topology/${CLUSTER}?team=Payments`);
    expect(await cardNames()).toEqual(['db', 'api']);
    expect(lastTopologyQuery(server).get('id')).toBe(CLUSTER);
    expect(screen.getByRole('heading', { level: 1, name: 'cluster' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/topology?team=Payments');
    expect(await within(breadcrumb).findByRole('link', { name: 'platform' })).toHaveAttribute('href', `/topology/${PLATFORM}?team=Payments`);
    expect(server.calls('GET', '/api/db/component_names').at(-1)!.query.get('id')).toBe(`in.(${PLATFORM})`);
  });

  it('opens a card with children at /topology/{id}, keeping the filters, and lists the children on the card', async () => {
    serveTopology(server, topologyReply([cluster]));
    const user = userEvent.setup();
    const page = openTopology(`/topology/${CLUSTER}?team=Payments`);
    const api = await screen.findByRole('article', { name: 'api' });
    expect(within(within(api).getByRole('list', { name: 'Children' })).getByText('api-pod-1')).toBeInTheDocument();
    await user.click(within(screen.getByRole('article', { name: 'db' })).getByText('db'));
    expect(page.router.state.location.pathname).toBe(`/topology/${CLUSTER}`);
    await user.click(within(api).getByText('Service'));
    expect(page.router.state.location.pathname).toBe(`/topology/${API}`);
    expect(page.search().get('team')).toBe('Payments');
  });

  it('says Component not found for an unknown id', async () => {
    serveTopology(server, { status: 404, body: { error: 'not found', message: `component ${DB} not found` } });
    openTopology(`/topology/${DB}`);
    expect(await screen.findByRole('heading', { name: 'Component not found' })).toBeInTheDocument();
  });
});
