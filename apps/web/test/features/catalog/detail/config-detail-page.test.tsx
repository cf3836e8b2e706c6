import { formatTimestamp } from '@vigil/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONFIG_ID, DETAIL_PATH, SCRAPER_ID, aConfig, minutesAgo, openConfig, serveConfig } from './support/config-detail-page.tsx';

const sidebar = () => screen.getByRole('complementary', { name: 'Config sidebar' });
const section = (name: string) => within(sidebar()).getByRole('region', { name });
const row = (name: string) => within(section('Details')).getByText(name).nextElementSibling as HTMLElement;

describe('Config detail page', () => {
  it('asks for the config by id and shows the breadcrumb Catalog > type > name with links', async () => {
    const api = serveConfig();
    openConfig();
    expect(await screen.findByRole('heading', { name: 'checkout-api' })).toBeInTheDocument();
    expect(api.calls('GET', DETAIL_PATH)[0]!.query.get('id')).toBe(`eq.${CONFIG_ID}`);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Catalog' })).toHaveAttribute('href', '/catalog');
    expect(within(crumbs).getByRole('link', { name: 'Kubernetes::Deployment' })).toHaveAttribute(
      'href',
      '/catalog?configType=Kubernetes%3A%3ADeployment',
    );
    expect(within(crumbs).getByText('checkout-api')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByTitle(/^Deleted:/)).not.toBeInTheDocument();
  });

  it('marks a deleted config with a tooltip telling when, and shows its health as the last status', async () => {
    const deletedAt = '2026-03-01T10:00:00Z';
    serveConfig({ body: [aConfig({ deleted_at: deletedAt, last_scraped_time: minutesAgo(600) })] });
    openConfig();
    const marker = await screen.findByTitle(`Deleted: ${formatTimestamp(deletedAt)}`);
    expect(marker).toHaveTextContent('Deleted');
    expect(within(screen.getByRole('heading', { name: /checkout-api/ })).getByText('Deleted')).toBe(marker);
    expect(row('Status')).toHaveTextContent(`Deleted ${formatTimestamp(deletedAt)}`);
    expect(row('Last status')).toHaveTextContent('healthy');
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it('warns when the config was last scraped over an hour ago', async () => {
    const scraped = minutesAgo(61);
    serveConfig({ body: [aConfig({ last_scraped_time: scraped })] });
    openConfig();
    expect(await screen.findByText(/may be out of date/)).toHaveTextContent(formatTimestamp(scraped));
  });

  it('shows no stale warning for a config scraped within the hour', async () => {
    serveConfig({ body: [aConfig({ last_scraped_time: minutesAgo(59) })] });
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument();
  });

  it("says 'Details not found' for an id without a config", async () => {
    serveConfig({ body: [] });
    openConfig();
    expect(await screen.findByText('Details not found')).toBeInTheDocument();
  });

  it('shows the error message when the call fails', async () => {
    serveConfig({ status: 500, body: { message: 'database is down' } });
    openConfig();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('database is down');
  });

  it('shows a loading state until the config arrives', async () => {
    serveConfig();
    openConfig();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByRole('heading', { name: 'checkout-api' });
  });

  it('lists details, labels without the name label, tags, properties and cost in the sidebar', async () => {
    serveConfig();
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    expect(row('Class')).toHaveTextContent('Deployment');
    expect(row('Status')).toHaveTextContent('Running');
    expect(row('Health')).toHaveTextContent('healthy');
    expect(row('Agent')).toHaveTextContent('local');
    expect(within(row('Scraper')).getByRole('link', { name: 'kubernetes-prod' })).toHaveAttribute('href', `/catalog/scrapers/${SCRAPER_ID}`);
    expect(row('External IDs')).toHaveTextContent('default/checkout-api');
    const labels = within(section('Labels')).getAllByRole('listitem').map((item) => item.textContent);
    expect(labels).toEqual(['app=checkout', 'team=payments']);
    expect(within(section('Tags')).getByText('cluster=prod-eu')).toBeInTheDocument();
    expect(within(section('Properties')).getByText('replicas').nextElementSibling).toHaveTextContent('3');
    const cost = section('Cost');
    expect(within(cost).getByText('1 day').nextElementSibling).toHaveTextContent('$4.50');
    expect(within(cost).getByText('7 days').nextElementSibling).toHaveTextContent('$31');
    expect(within(cost).getByText('30 days').nextElementSibling).toHaveTextContent('$130');
    expect(within(cost).queryByLabelText(/daily average/)).not.toBeInTheDocument();
  });

  it('marks a 30-day cost well off its daily average with a red up or green down badge in the sidebar', async () => {
    serveConfig({ body: [aConfig({ cost_total_1d: 123.45, cost_total_7d: 400, cost_total_30d: 1234.5 })] });
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    const thirtyDays = within(section('Cost')).getByText('30 days').nextElementSibling as HTMLElement;
    expect(thirtyDays).toHaveTextContent('$1,235');
    expect(within(thirtyDays).getByLabelText('up 3.0x on the daily average')).toHaveClass('text-red-700');
    expect(within(section('Cost')).getByText('1 day').nextElementSibling).toHaveTextContent(/^\$123$/);
  });

  it('shows a green down badge when the last day is well below the daily average, and small costs with 2 decimals', async () => {
    serveConfig({ body: [aConfig({ cost_total_1d: 2, cost_total_7d: 25, cost_total_30d: 120 })] });
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    const thirtyDays = within(section('Cost')).getByText('30 days').nextElementSibling as HTMLElement;
    expect(within(thirtyDays).getByLabelText('down 50% on the daily average')).toHaveClass('text-green-700');
    expect(within(section('Cost')).getByText('1 day').nextElementSibling).toHaveTextContent(/^\$2\.00$/);
  });

  it("toggles the sidebar on small screens with 'Show Sidebar'", async () => {
    serveConfig();
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    const panel = screen.getByTestId('config-sidebar-panel');
    expect(panel).toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Show Sidebar' }));
    expect(panel).not.toHaveClass('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Sidebar' }));
    expect(panel).toHaveClass('hidden');
  });

  it("offers 'Link to incident' to incident writers, opening the Link to Incident dialog", async () => {
    serveConfig();
    openConfig();
    await userEvent.click(await screen.findByRole('button', { name: 'Link to incident' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link to Incident' });
    expect(within(dialog).getByRole('button', { name: 'Attach as Evidence' })).toBeInTheDocument();
  });

  it("hides 'Link to incident' from a viewer", async () => {
    serveConfig(undefined, { roles: ['viewer'] });
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    expect(screen.queryByRole('button', { name: 'Link to incident' })).not.toBeInTheDocument();
  });

  it("hides 'Link to incident' when the incidents feature is off", async () => {
    serveConfig(undefined, { properties: [{ name: 'incidents.disable', value: 'true' }] });
    openConfig();
    await screen.findByRole('heading', { name: 'checkout-api' });
    expect(screen.queryByRole('button', { name: 'Link to incident' })).not.toBeInTheDocument();
  });

  it('shows the type icon before the name in the header and beside the type in the breadcrumb', async () => {
    serveConfig();
    openConfig();
    const heading = await screen.findByRole('heading', { name: 'checkout-api' });
    expect(heading.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'k8s-deployment');
    const crumb = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Kubernetes::Deployment' });
    expect(crumb.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'k8s-deployment');
  });
});
