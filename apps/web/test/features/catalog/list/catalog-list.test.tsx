import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTimestamp } from '@vigil/domain';
import { describe, expect, it } from 'vitest';
import { CONFIGS_PATH, SUMMARY_PATH, aConfig, catalogLayoutForEachTest, openCatalog, serveCatalog } from './support/catalog-page.tsx';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

// 370 px of list: 10 rows of 37 px in view, and the virtualizer renders 20 more on each side.
catalogLayoutForEachTest(370);

const listTable = () => screen.findByRole('table', { name: 'Catalog' });
const renderedRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-index'));
const names = (table: HTMLElement) => renderedRows(table).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const pad = (n: number) => String(n).padStart(4, '0');

describe('Catalog flat list', () => {
  it('searches after typing pauses, over name, type, description and namespace, and the clear button goes back to the summary', async () => {
    const api = serveCatalog({ configs: [aConfig({ name: 'payments-api' })] });
    const page = openCatalog();
    await screen.findByRole('table', { name: 'Catalog summary' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'pay,(x)');
    expect(await screen.findByText('payments-api')).toBeInTheDocument();
    expect(page.search().get('search')).toBe('pay,(x)');
    const calls = api.calls('GET', CONFIGS_PATH);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.query.get('or')).toBe(
      '(name.ilike."*pay,(x)*",type.ilike."*pay,(x)*",description.ilike."*pay,(x)*",namespace.ilike."*pay,(x)*")',
    );

    await userEvent.click(screen.getByRole('button', { name: /clear/i }));
    expect(await screen.findByRole('table', { name: 'Catalog summary' })).toBeInTheDocument();
    expect(page.search().has('search')).toBe(false);
  });

  it('sends the label, status, health and tag filters; a tag excluded by :-1 keeps the items without that tag', async () => {
    const api = serveCatalog({ configs: [aConfig()] });
    openCatalog('/catalog?configType=Kubernetes::Pod&labels=app=web&status=Running&health=warning&tags=env____prod:1,region____eu:-1');
    await listTable();
    const query = api.calls('GET', CONFIGS_PATH)[0]!.query;
    expect(query.get('labels->>app')).toBe('eq.web');
    expect(query.get('status')).toBe('eq.Running');
    expect(query.get('health')).toBe('eq.warning');
    expect(query.get('tags->>env')).toBe('eq.prod');
    expect(query.has('tags->>region')).toBe(false);
    expect(query.getAll('or')).toEqual(['(tags->>region.is.null,tags->>region.neq."eu")']);
    expect(query.get('limit')).toBe('100');
  });

  it('combines an excluded tag with a search, both applied', async () => {
    const api = serveCatalog({ configs: [aConfig()] });
    openCatalog('/catalog?search=web&tags=team____a%22b:-1');
    await listTable();
    const ors = api.calls('GET', CONFIGS_PATH)[0]!.query.getAll('or');
    expect(ors).toHaveLength(2);
    expect(ors[0]).toBe('(tags->>team.is.null,tags->>team.neq."a\\"b")');
    expect(ors[1]).toMatch(/^\(name\.ilike\."\*web\*"/);
  });

  it('puts deleted rows first by deletion time once Hide Deleted is off, then sorts by the chosen column', async () => {
    window.localStorage.setItem('areDeletedConfigsHidden', 'no');
    const api = serveCatalog({ configs: [aConfig()] });
    const page = openCatalog('/catalog?configType=Kubernetes::Pod');
    const table = await listTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(page.search().get('sortBy')).toBe('name');
    await waitFor(() => expect(api.calls('GET', CONFIGS_PATH).at(-1)!.query.get('order')).toBe('deleted_at.desc.nullslast,name.asc'));
  });

  it('opens an item on row click and sorts on the server from the column header', async () => {
    const item = aConfig({ name: 'db-0' });
    const api = serveCatalog({ configs: [item] });
    const page = openCatalog('/catalog?configType=Kubernetes::Pod');
    const table = await listTable();
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    expect(page.search().get('sortBy')).toBe('name');
    await waitFor(() => expect(api.calls('GET', CONFIGS_PATH).at(-1)!.query.get('order')).toBe('name.asc'));
    await userEvent.click(await screen.findByText('db-0'));
    expect(page.router.state.location.pathname).toBe(`/catalog/${item.id}`);
  });

  it('shows costs with the daily-average badge, change counts red from 500, and deleted items once shown', async () => {
    window.localStorage.setItem('areDeletedConfigsHidden', 'no');
    const api = serveCatalog({
      configs: [
        aConfig({ name: 'steady', cost_total_30d: 300, cost_total_1d: 10.5, changes: 499 }),
        aConfig({ name: 'rising', cost_total_30d: 9, cost_total_1d: 0.9, changes: 500 }),
        aConfig({ name: 'falling', cost_total_30d: 60, cost_total_1d: 1.5, deleted_at: '2025-02-01T00:00:00Z' }),
      ],
    });
    openCatalog('/catalog?configType=Kubernetes::Pod');
    await listTable();
    expect(api.calls('GET', CONFIGS_PATH)[0]!.query.has('deleted_at')).toBe(false);
    expect(api.calls('GET', CONFIGS_PATH)[0]!.query.get('order')).toBe('deleted_at.desc.nullslast,type.asc,name.asc');
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    expect(within(row('steady')).getByText('$300')).toBeInTheDocument();
    expect(within(row('steady')).queryByLabelText(/daily average/)).not.toBeInTheDocument();
    expect(within(row('steady')).getByText('499')).not.toHaveAttribute('data-alarm');
    expect(within(row('rising')).getByText('$9.00')).toBeInTheDocument();
    expect(within(row('rising')).getByLabelText('up 3.0x on the daily average')).toBeInTheDocument();
    expect(within(row('rising')).getByText('500')).toHaveAttribute('data-alarm', 'true');
    expect(within(row('falling')).getByLabelText('down 25% on the daily average')).toBeInTheDocument();
    expect(within(row('falling')).getByLabelText('Deleted: 2025-02-01T00:00:00Z')).toBeInTheDocument();
  });

  it('shows Updated as every table shows a time: how long ago, the absolute time in a tooltip', async () => {
    const updatedAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    serveCatalog({ configs: [aConfig({ name: 'recent', updated_at: updatedAt })] });
    openCatalog('/catalog?configType=Kubernetes::Pod');
    await listTable();
    const time = within(screen.getByText('recent').closest('tr')!).getByText('3h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', updatedAt);
    expect(time.closest('tr')).not.toHaveTextContent(updatedAt.slice(0, 16).replace('T', ' '));
    await userEvent.hover(time);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(formatTimestamp(updatedAt));
  });

  it('offers only All for labels when the label data is not a list', async () => {
    serveCatalog({ labels: { broken: true } });
    openCatalog();
    await screen.findByRole('table', { name: 'Catalog summary' });
    const labels = screen.getByRole('combobox', { name: 'Labels' });
    await waitFor(async () => expect((await optionsOf(labels)).map((o) => o.textContent)).toEqual(['All']));
  });

  it('lists labels as choices and applies one to the summary', async () => {
    const api = serveCatalog({ labels: [{ key: 'app', value: 'web' }, { key: 'bad' }] });
    openCatalog();
    await screen.findByRole('table', { name: 'Catalog summary' });
    const labels = screen.getByRole('combobox', { name: 'Labels' });
    await waitFor(async () => expect((await optionsOf(labels)).map((o) => o.textContent)).toEqual(['All', 'app: web']));
    await chooseOption(labels, 'app=web');
    await waitFor(() => expect(api.calls('POST', SUMMARY_PATH).at(-1)!.body).toMatchObject({ filter: { label: 'app=web' } }));
  });

  it('shows the error of a failed list', async () => {
    const api = serveCatalog();
    api.on('GET', CONFIGS_PATH, { status: 503, body: { message: 'database is down' } });
    openCatalog('/catalog?configType=Nothing::Here');
    expect(await screen.findByRole('alert')).toHaveTextContent('database is down');
  });

  it('says when no item matches', async () => {
    serveCatalog({ configs: [] });
    openCatalog('/catalog?search=nothing');
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});

// Building thousands of rows in jsdom is slow on a busy machine; this is not a measure of the page.
describe('Catalog list with 5,000 items', { timeout: 30_000 }, () => {
  it('renders only a window of rows and fetches the next page of 100 as the end of the loaded rows comes into view', async () => {
    const items = Array.from({ length: 5000 }, (_, index) => aConfig({ name: `cfg-${pad(index + 1)}` }));
    const api = serveCatalog({ configs: items });
    openCatalog('/catalog?configType=Kubernetes::Pod');
    const table = await listTable();
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    await waitFor(() => expect(names(table)[0]).toBe('cfg-0001'));
    expect(renderedRows(table).length).toBeLessThanOrEqual(30);
    expect(api.calls('GET', CONFIGS_PATH)).toHaveLength(1);

    const box = screen.getByTestId('config-list-scroll');
    act(() => {
      box.scrollTop = 37 * 95;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(api.calls('GET', CONFIGS_PATH)).toHaveLength(2));
    expect(api.calls('GET', CONFIGS_PATH)[1]!.query.get('offset')).toBe('100');
    act(() => {
      box.scrollTop = 37 * 150;
      fireEvent.scroll(box);
    });
    await waitFor(() => expect(names(table)).toContain('cfg-0151'));
    expect(names(table)).not.toContain('cfg-0001');
    expect(renderedRows(table).length).toBeLessThanOrEqual(60);
    for (const call of api.calls('GET', CONFIGS_PATH)) expect(call.query.get('limit')).toBe('100');
  });

  it('shows the type column with the icon of each type', async () => {
    serveCatalog({ configs: [aConfig({ name: 'orders-db', type: 'Kubernetes::StatefulSet' })] });
    openCatalog('/catalog?configType=Kubernetes::StatefulSet');
    const table = await listTable();
    const cell = await within(table).findByRole('cell', { name: 'Kubernetes::StatefulSet' });
    expect(cell.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'k8s-statefulset');
  });
});
