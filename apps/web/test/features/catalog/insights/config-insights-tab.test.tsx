import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigInsightsTab } from '#src/features/catalog/components/insights/config-insights-tab.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { CONFIG_ID, anInsight, lastInsightsQuery, serveInsights } from './insights-fixtures.ts';

const server = fakeServerForEachTest();

describe('Config insights tab', () => {
  it("lists only the config's insights, without the Catalog column", async () => {
    serveInsights(server, [anInsight()]);
    renderRoute(<ConfigInsightsTab configId={CONFIG_ID} />, { path: '/catalog/:id/insights', address: `/catalog/${CONFIG_ID}/insights` });
    const table = await screen.findByRole('table', { name: 'Insights' });
    expect(await within(table).findByText('public-snapshot')).toBeInTheDocument();
    expect(lastInsightsQuery(server).get('config_id')).toBe(`eq.${CONFIG_ID}`);
    expect(screen.queryByRole('columnheader', { name: 'Catalog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'orders-db' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Config Type' })).not.toBeInTheDocument();
  });
});
