import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIGS_PATH, SUMMARY_PATH, aConfig, aSummaryRow, catalogLayoutForEachTest, openCatalog, serveCatalog } from './support/catalog-page.tsx';

catalogLayoutForEachTest(2000);

const summaryTable = () => screen.findByRole('table', { name: 'Catalog summary' });
const rowOf = async (text: string) => (await screen.findByRole('cell', { name: text })).closest('tr')!;

describe('Catalog summary', () => {
  it('asks for the summary grouped by class and type over 30 days, hiding deleted items, and shows its counts', async () => {
    const api = serveCatalog({
      summary: {
        body: [
          aSummaryRow({ type: 'AWS::EC2::Instance', config_class: 'VirtualMachine', count: 1500, changes: 620, cost_total_30d: 1234.4, health: { healthy: 3, unhealthy: 2 } }),
          aSummaryRow({ type: 'Kubernetes::Pod', count: 12, changes: 40, cost_total_30d: 4.5, analysis: { security: 2, cost: 1 } }),
        ],
      },
    });
    openCatalog();
    const table = await summaryTable();
    const body = api.calls('POST', SUMMARY_PATH)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ groupBy: ['config_class', 'type'], changes: { since: '30d' }, analysis: { since: '30d' }, deleted: false });
    expect(api.calls('GET', CONFIGS_PATH)).toHaveLength(0);

    const ec2 = await rowOf('AWS::EC2::Instance');
    expect(within(ec2).getByText('1k+')).toBeInTheDocument();
    expect(within(ec2).getByText('620')).toHaveAttribute('data-alarm', 'true');
    expect(within(ec2).getByText('$1,234')).toBeInTheDocument();
    expect(within(ec2).getByLabelText('2 unhealthy')).toBeInTheDocument();

    const pods = await rowOf('Kubernetes::Pod');
    expect(within(pods).getByText('40')).not.toHaveAttribute('data-alarm');
    expect(within(pods).getByText('$4.50')).toBeInTheDocument();
    expect(within(pods).getByText('3')).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Favourite',
      'Class',
      'Type',
      'Health',
      'Count',
      'Changes',
      'Insights',
      'Cost (30d)',
    ]);
  });

  it('opens a type from its row: configType set, groupBy cleared, and the flat list of that type', async () => {
    const api = serveCatalog({
      summary: { body: [aSummaryRow({ type: 'Kubernetes::Node', config_class: 'Node' })] },
      configs: [aConfig({ name: 'node-a', type: 'Kubernetes::Node' })],
    });
    const page = openCatalog('/catalog?groupBy=type');
    await userEvent.click(await screen.findByRole('cell', { name: 'Kubernetes::Node' }));
    expect(page.search().get('configType')).toBe('Kubernetes::Node');
    expect(page.search().has('groupBy')).toBe(false);
    expect(await screen.findByText('node-a')).toBeInTheDocument();
    const query = api.calls('GET', CONFIGS_PATH)[0]!.query;
    expect(query.get('type')).toBe('eq.Kubernetes::Node');
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('order')).toBe('type.asc,name.asc');
  });

  it('groups by a tag with the __tag suffix and opening such a row filters by that tag', async () => {
    const api = serveCatalog({
      summary: { body: [aSummaryRow({ type: 'Kubernetes::Pod', cluster: 'east' })] },
    });
    const page = openCatalog('/catalog?groupBy=type,cluster__tag');
    await summaryTable();
    expect((api.calls('POST', SUMMARY_PATH)[0]!.body as { groupBy: string[] }).groupBy).toEqual(['type', 'cluster__tag']);
    expect(screen.getByRole('columnheader', { name: 'Cluster' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('cell', { name: 'east' }));
    expect(page.search().get('tags')).toBe('cluster____east:1');
    expect(page.search().get('configType')).toBe('Kubernetes::Pod');
  });

  it('title-cases the header of a tag or label it groups by, as the other summary headers are', async () => {
    serveCatalog({ summary: { body: [aSummaryRow({ type: 'Kubernetes::Pod', cost_center: 'ops', 'app-tier': 'web' })] } });
    openCatalog('/catalog?groupBy=type,cost_center__tag,app-tier');
    const table = await summaryTable();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.slice(0, 4)).toEqual(['Favourite', 'Type', 'Cost Center', 'App Tier']);
  });

  it('puts favourite types first and remembers them', async () => {
    serveCatalog({ summary: { body: [aSummaryRow({ type: 'A::One' }), aSummaryRow({ type: 'B::Two' })] } });
    openCatalog();
    await rowOf('B::Two');
    const typeCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(typeCells()).toEqual(['A::One', 'B::Two']);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite B::Two' }));
    expect(typeCells()).toEqual(['B::Two', 'A::One']);
    expect(JSON.parse(window.localStorage.getItem('favoriteConfigTypes')!)).toEqual({ 'B::Two': true });
  });

  it('shows the server error with the default title', async () => {
    serveCatalog({ summary: { status: 500, body: { error: 'summary exploded' } } });
    openCatalog();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('summary exploded');
  });

  it('says when there is nothing to summarise', async () => {
    serveCatalog({ summary: { body: [] } });
    openCatalog();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('hides deleted items by default and shows them once the preference is turned off', async () => {
    const api = serveCatalog();
    openCatalog();
    await summaryTable();
    await userEvent.click(screen.getByRole('button', { name: 'Preferences' }));
    const toggle = await screen.findByRole('checkbox', { name: 'Hide Deleted Catalog' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(api.calls('POST', SUMMARY_PATH).at(-1)!.body).toMatchObject({ deleted: true }));
    expect(window.localStorage.getItem('areDeletedConfigsHidden')).toBe('no');
  });

  it('sorts by type by default and by another column from its header, kept in the URL', async () => {
    serveCatalog({
      summary: { body: [aSummaryRow({ type: 'C::Three', count: 5 }), aSummaryRow({ type: 'A::One', count: 50 }), aSummaryRow({ type: 'B::Two', count: 7 })] },
    });
    const page = openCatalog();
    await rowOf('C::Three');
    const typeCells = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    expect(typeCells()).toEqual(['A::One', 'B::Two', 'C::Three']);
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(typeCells()).toEqual(['C::Three', 'B::Two', 'A::One']);
    await userEvent.click(screen.getByRole('button', { name: 'Count' }));
    expect(typeCells()).toEqual(['A::One', 'B::Two', 'C::Three']);
    expect(page.search().get('sortBy')).toBe('count');
    expect(page.search().get('sortOrder')).toBe('desc');
  });

  it('filters by tags chosen in the Tags dropdown, an excluded tag marked :-1', async () => {
    const api = serveCatalog({ tags: [{ key: 'env', value: 'prod' }, { key: 'region', value: 'eu' }] });
    const page = openCatalog();
    await summaryTable();
    await userEvent.click(screen.getByRole('button', { name: /Tags/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Include env: prod' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exclude region: eu' }));
    expect(page.search().get('tags')).toBe('env____prod:1,region____eu:-1');
    await waitFor(() =>
      expect(api.calls('POST', SUMMARY_PATH).at(-1)!.body).toMatchObject({
        tags: [
          { key: 'env', value: 'prod', exclude: false },
          { key: 'region', value: 'eu', exclude: true },
        ],
      }),
    );
  });

  it('shows each type with its icon beside the text, hidden from the accessible name', async () => {
    serveCatalog({ summary: { body: [aSummaryRow({ type: 'AWS::EC2::Instance' }), aSummaryRow({ type: 'Kubernetes::Pod' })] } });
    openCatalog();
    const ec2 = await screen.findByRole('cell', { name: 'AWS::EC2::Instance' });
    expect(ec2.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'aws-ec2');
    expect(ec2.querySelector('[data-icon]')).toHaveAttribute('aria-hidden', 'true');
    const pods = await screen.findByRole('cell', { name: 'Kubernetes::Pod' });
    expect(pods.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'k8s-pod');
  });
});
