import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopologyRoute } from '#src/features/topology/routes/topology.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CLUSTER } from '../support/topology-api.ts';
import { OTHER_CONFIG, type PanelApiOptions, servePanel } from './panel-api.ts';

const server = fakeServerForEachTest();

async function openMenu(options: PanelApiOptions = {}) {
  servePanel(server, options);
  const user = userEvent.setup();
  const page = renderRoute(<TopologyRoute />, { path: '/topology/:id?', address: '/topology' });
  const card = await screen.findByRole('article', { name: 'cluster' });
  await user.click(within(card).getByRole('button', { name: 'Actions of cluster' }));
  const menu = await screen.findByRole('menu');
  return { user, page, menu };
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe("a component's actions", () => {
  it('links a catalog item picked among at most 50 name matches, Link disabled until one is picked', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Link to Catalog' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link cluster to a catalog item' });
    const link = within(dialog).getByRole('button', { name: 'Link' });
    expect(link).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox'), 'prod');
    await within(dialog).findByRole('radio', { name: /prod-db/ });
    const search = server.calls('GET', '/api/db/config_items').at(-1)!.query;
    expect(search.get('name')).toBe('ilike.*prod*');
    expect(search.get('limit')).toBe('50');
    expect(link).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: /prod-db/ }));
    expect(link).toBeEnabled();
    await user.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/db/config_component_relationships').map((call) => call.body)).toEqual([
      { component_id: CLUSTER, config_id: OTHER_CONFIG, selector_id: 'manual' },
    ]);
    expect(await screen.findByText('Catalog item linked to the component')).toBeVisible();
  });

  it('downloads a snapshot over the first time range, with related components when asked', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Snapshot of cluster' });
    const download = within(dialog).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', `/api/snapshot/topology/${CLUSTER}?start=15m&related=false`);
    expect(download).toHaveAttribute('download');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Related components' }));
    expect(download).toHaveAttribute('href', `/api/snapshot/topology/${CLUSTER}?start=15m&related=true`);
  });

  it("opens the incidents feature's Link to Incident for the component", async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Link to Incident' }));
    expect(await screen.findByRole('dialog', { name: 'Link to Incident' })).toBeVisible();
  });

  it('opens the log viewer on the component with View Logs', async () => {
    const { user, page, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'View Logs' }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/logs'));
    expect(page.search().get('topologyId')).toBe(CLUSTER);
  });

  it('offers every action to an admin, in the menu and in the panel', async () => {
    const { user, menu } = await openMenu();
    expect(itemNames(menu)).toEqual(['Details', 'Link to Catalog', 'Snapshot', 'Link to Incident', 'View Logs']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Details' }));
    const actions = within(await screen.findByRole('complementary', { name: 'Details of cluster' })).getByRole('group', { name: 'Component actions' });
    expect(within(actions).getByRole('button', { name: 'Link to Catalog' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Snapshot' })).toBeVisible();
    expect(within(actions).getByRole('button', { name: 'Link to Incident' })).toBeVisible();
    expect(within(actions).getByRole('link', { name: 'View Logs' })).toHaveAttribute('href', `/logs?topologyId=${CLUSTER}`);
  });

  it('hides Link to Incident and View Logs when the incidents and logs features are off', async () => {
    const { menu } = await openMenu({
      properties: [
        { name: 'incidents.disable', value: 'true' },
        { name: 'logs.disable', value: 'true' },
      ],
    });
    expect(itemNames(menu)).toEqual(['Details', 'Link to Catalog', 'Snapshot']);
  });

  it('offers a viewer only what reading allows', async () => {
    const { menu } = await openMenu({ roles: ['viewer'] });
    expect(itemNames(menu)).toEqual(['Details', 'Snapshot', 'View Logs']);
  });
});
