import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CatalogInsightsRoute } from '#src/features/catalog/routes/catalog-insights.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { COMPONENT_ID, CONFIG_ID, anInsight, lastInsightsQuery, serveInsights } from './insights-fixtures.ts';
import { chooseOption } from '#test/support/kit-select.ts';

const server = fakeServerForEachTest();

function openInsights(address = '/catalog/insights') {
  return renderRoute(<CatalogInsightsRoute />, { path: '/catalog/insights', address });
}

describe('Catalog insights page', () => {
  it('shows the columns and asks for the first 50 insights', async () => {
    serveInsights(server, [anInsight()]);
    openInsights();
    const link = await screen.findByRole('link', { name: 'orders-db' });
    expect(link).toHaveAttribute('href', `/catalog/${CONFIG_ID}`);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Catalog', 'Type', 'Analyzer', 'Severity', 'Status', 'First Observed', 'Last Observed']);
    const row = link.closest('tr')!;
    for (const text of ['security', 'public-snapshot', 'high', 'open']) expect(within(row).getByText(text)).toBeInTheDocument();
    const query = lastInsightsQuery(server);
    expect(query.get('limit')).toBe('50');
    expect(query.get('offset')).toBe('0');
  });

  it('applies the filters of the URL and of the dropdowns', async () => {
    serveInsights(server, [anInsight()]);
    const page = openInsights('/catalog/insights?status=open&type=security&severity=HIGH&pageIndex=2');
    await screen.findByText('orders-db');
    let query = lastInsightsQuery(server);
    expect(query.get('status')).toBe('eq.open');
    expect(query.get('analysis_type')).toBe('eq.security');
    expect(query.get('severity')).toBe('eq.high');
    expect(query.get('offset')).toBe('100');

    await chooseOption(await screen.findByRole('combobox', { name: 'Config Type' }), 'Kubernetes::Pod');
    await chooseOption(screen.getByRole('combobox', { name: 'Analyzer' }), 'cost-advisor');
    await waitFor(() => expect(lastInsightsQuery(server).get('analyzer')).toBe('eq.cost-advisor'));
    query = lastInsightsQuery(server);
    expect(query.get('config_type')).toBe('eq.Kubernetes::Pod');
    expect(query.get('offset')).toBe('0');
    expect(page.search().get('configType')).toBe('Kubernetes::Pod');
    expect(page.search().get('analyzer')).toBe('cost-advisor');
  });

  it("filters by component through the component's linked configs", async () => {
    serveInsights(server, [anInsight()]);
    server.on('GET', '/api/db/config_component_relationships', { body: [{ config_id: CONFIG_ID }] });
    openInsights(`/catalog/insights?component=${COMPONENT_ID}`);
    await screen.findByText('orders-db');
    expect(server.calls('GET', '/api/db/config_component_relationships')[0]?.query.get('component_id')).toBe(`eq.${COMPONENT_ID}`);
    expect(lastInsightsQuery(server).get('config_id')).toBe(`in.("${CONFIG_ID}")`);
    expect(screen.getByRole('combobox', { name: 'Component' })).toHaveValue(COMPONENT_ID);
  });

  it('sorts only by the observed dates, on the server', async () => {
    serveInsights(server, [anInsight()]);
    const page = openInsights();
    await screen.findByText('orders-db');
    expect(lastInsightsQuery(server).get('order')).toBe('last_observed.desc,id.asc');
    await userEvent.click(screen.getByRole('button', { name: /First Observed/ }));
    await waitFor(() => expect(lastInsightsQuery(server).get('order')).toBe('first_observed.asc,id.asc'));
    expect(page.search().get('sortBy')).toBe('first_observed');
    expect(screen.queryByRole('button', { name: /Analyzer/ })).not.toBeInTheDocument();
  });

  it('opens a detail panel with the message shortened to 500 characters', async () => {
    const long = `${'a'.repeat(500)}TAIL`;
    serveInsights(server, [anInsight({ message: long })]);
    openInsights();
    const row = (await screen.findByRole('link', { name: 'orders-db' })).closest('tr')!;
    await userEvent.click(within(row).getByText('security'));
    const panel = screen.getByRole('complementary', { name: 'Insight details' });
    const message = within(panel).getByRole('region', { name: 'Message' });
    expect(message).toHaveTextContent(`${'a'.repeat(500)}…`);
    expect(message).not.toHaveTextContent('TAIL');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary', { name: 'Insight details' })).not.toBeInTheDocument();
  });

  it('says so when there are no insights', async () => {
    serveInsights(server, []);
    openInsights();
    expect(await screen.findByText('No insights found')).toBeInTheDocument();
  });

  it('shows the error message when the insights cannot be loaded', async () => {
    serveInsights(server, []);
    server.on('GET', '/api/db/config_analysis_items', { status: 400, body: { message: 'unknown column "severity"' } });
    openInsights();
    expect(await screen.findByRole('alert')).toHaveTextContent('unknown column "severity"');
  });
});
