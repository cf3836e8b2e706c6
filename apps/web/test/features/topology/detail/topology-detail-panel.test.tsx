import { formatTimestamp } from '@vigil/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopologyRoute } from '#src/features/topology/routes/topology.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CLUSTER } from '../support/topology-api.ts';
import { CHECK, CONFIG, INCIDENT, servePanel, TEAM, TOPOLOGY } from './panel-api.ts';

const server = fakeServerForEachTest();

function openCluster(address = `/topology/${CLUSTER}`) {
  return renderRoute(<TopologyRoute />, { path: '/topology/:id?', address });
}

const panelOf = (name: string) => screen.findByRole('complementary', { name: `Details of ${name}` });
const section = (panel: HTMLElement, name: string) => within(panel).getByRole('region', { name });
const heading = (panel: HTMLElement, name: string) => within(section(panel, name)).getByRole('button', { name: new RegExp(`^${name}`) });

describe('the topology detail panel', () => {
  it("opens beside a component's grid on its Details, with its labels and the links to its topology", async () => {
    servePanel(server);
    openCluster();
    const panel = await panelOf('cluster');
    const details = section(panel, 'Details');
    expect(heading(panel, 'Details')).toHaveAttribute('aria-expanded', 'true');
    expect(within(details).getByText('env').nextElementSibling).toHaveTextContent('prod');
    expect(within(details).getByRole('link', { name: 'Kubernetes::Cluster' })).toHaveAttribute('href', '/topology?type=Kubernetes%3A%3ACluster');
    expect(within(details).getByRole('link', { name: 'Topology settings' })).toHaveAttribute('href', `/settings/topologies/${TOPOLOGY}`);
    expect(within(details).getByRole('link', { name: 'Open its topology page' })).toHaveAttribute('href', `/topology/${CLUSTER}`);
  });

  it('keeps one section open at a time, each listing its links', async () => {
    servePanel(server);
    const user = userEvent.setup();
    openCluster();
    const panel = await panelOf('cluster');

    await user.click(heading(panel, 'Catalog'));
    expect(heading(panel, 'Details')).toHaveAttribute('aria-expanded', 'false');
    expect(await within(section(panel, 'Catalog')).findByRole('link', { name: 'prod-cluster' })).toHaveAttribute('href', `/catalog/${CONFIG}`);
    expect(server.calls('GET', '/api/db/config_component_relationships').at(-1)!.query.get('component_id')).toBe(`eq.${CLUSTER}`);

    await user.click(heading(panel, 'Checks'));
    expect(heading(panel, 'Catalog')).toHaveAttribute('aria-expanded', 'false');
    expect(await within(section(panel, 'Checks')).findByRole('link', { name: 'api-http' })).toHaveAttribute('href', `/health?checkId=${CHECK}`);

    await user.click(heading(panel, 'Incidents'));
    expect(await within(section(panel, 'Incidents')).findByRole('link', { name: 'INC-7 API down' })).toHaveAttribute('href', `/incidents/${INCIDENT}`);

    await user.click(heading(panel, 'Teams'));
    expect(await within(section(panel, 'Teams')).findByRole('link', { name: 'Platform' })).toHaveAttribute('href', `/settings/teams/${TEAM}`);

    await user.click(heading(panel, 'Insights'));
    expect(await within(section(panel, 'Insights')).findByRole('link', { name: 'prod-cluster: CPU throttled' })).toHaveAttribute(
      'href',
      `/catalog/insights?component=${CLUSTER}&type=performance&severity=high`,
    );

    await user.click(heading(panel, 'Changes'));
    expect(await within(section(panel, 'Changes')).findByRole('link', { name: 'prod-cluster: replicas 2 -> 3' })).toHaveAttribute('href', `/catalog/${CONFIG}`);
    // Times read as everywhere else in the product (one date format).
    expect(within(section(panel, 'Changes')).getByText(formatTimestamp('2026-11-21T10:00:00Z'))).toBeVisible();

    await user.click(heading(panel, 'Playbooks'));
    expect(await within(section(panel, 'Playbooks')).findByText('No playbook runs')).toBeVisible();
    await user.click(heading(panel, 'Playbooks'));
    expect(within(panel).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('shows a leaf card in the panel when the card is clicked', async () => {
    servePanel(server);
    const user = userEvent.setup();
    openCluster();
    await panelOf('cluster');
    await user.click(screen.getByRole('article', { name: 'api' }));
    const panel = await panelOf('api');
    expect(within(section(panel, 'Details')).getByText('(pods crashing)')).toBeVisible();
    expect(screen.queryByRole('complementary', { name: 'Details of cluster' })).not.toBeInTheDocument();
  });

  it('opens from the card menu on /topology, and closes on Escape and on a click outside', async () => {
    servePanel(server);
    const user = userEvent.setup();
    openCluster('/topology');
    const card = await screen.findByRole('article', { name: 'cluster' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Actions of cluster' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    await panelOf('cluster');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Actions of cluster' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const panel = await panelOf('cluster');
    await user.click(within(panel).getByText('prod'));
    expect(panel).toBeInTheDocument();
    await user.click(screen.getByRole('group', { name: 'Topology filters' }));
    await waitFor(() => expect(screen.queryByRole('complementary')).not.toBeInTheDocument());
  });

  it('minimises to its header and expands again', async () => {
    servePanel(server);
    const user = userEvent.setup();
    openCluster();
    const panel = await panelOf('cluster');
    await user.click(within(panel).getByRole('button', { name: 'Minimise panel' }));
    expect(within(panel).queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Expand panel' }));
    expect(section(panel, 'Details')).toBeVisible();
  });

  it('leaves out Incidents and Playbooks when their features are off', async () => {
    servePanel(server, {
      properties: [
        { name: 'incidents.disable', value: 'true' },
        { name: 'playbooks.disable', value: 'true' },
      ],
    });
    openCluster();
    const panel = await panelOf('cluster');
    await within(panel).findByRole('region', { name: 'Checks' });
    expect(within(panel).queryByRole('region', { name: 'Incidents' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Playbooks' })).not.toBeInTheDocument();
  });
});
