import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SUMMARY_PATH, openHealth, serveHealth, table } from './support/health-page.tsx';
import { aCheck } from './support/check-fixtures.ts';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

/** The first cell of each row as read, without the namespace tag beside a check's name. */
const rowNames = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cell = within(row).getAllByRole('cell')[0]!.cloneNode(true) as HTMLElement;
      cell.querySelectorAll('[title="Namespace"]').forEach((tag) => tag.remove());
      return cell.textContent;
    });

async function expandGroup(name: string) {
  const row = (await screen.findByText(name)).closest('tr')!;
  await userEvent.click(within(row).getByRole('button', { name: 'Expand row' }));
}

describe('Health dashboard', () => {
  it('asks for the summary and shows failing checks grouped by canary, with the counts in the header', async () => {
    const api = serveHealth();
    openHealth();
    expect(await screen.findByText('1 passing')).toBeInTheDocument();
    expect(screen.getByText('3 failing')).toBeInTheDocument();
    expect(await rowNames()).toEqual(['web1', 'storage2']);
    expect(api.calls('POST', SUMMARY_PATH)).toHaveLength(1);

    await expandGroup('web');
    const login = screen.getByText('login').closest('tr')!;
    expect(within(login).getByText('prod')).toBeInTheDocument();
    expect(within(login).getByRole('img', { name: 'Unhealthy' })).toBeInTheDocument();
    expect(within(login).getByText('3h ago')).toBeInTheDocument();
    expect(within(login).getByText('75.0%')).toBeInTheDocument();
    expect(within(login).getByText('2s')).toBeInTheDocument();
    expect(within(login).getByText('5h ago')).toBeInTheDocument();
    expect(screen.queryByText('homepage')).not.toBeInTheDocument();
  });

  it('shows passing checks once Hide Passing is switched off, and a group health of mixed or unhealthy', async () => {
    serveHealth();
    const page = openHealth();
    await table();
    await userEvent.click(screen.getByRole('switch', { name: 'Hide Passing' }));
    expect(page.search().get('hidePassing')).toBe('false');
    const web = (await screen.findByText('web')).closest('tr')!;
    expect(within(web).getByText('1/2')).toBeInTheDocument();
    expect(within(web).getByRole('img', { name: 'Mixed' })).toBeInTheDocument();
    const storage = screen.getByText('storage').closest('tr')!;
    expect(within(storage).getByRole('img', { name: 'Unhealthy' })).toBeInTheDocument();
    await expandGroup('web');
    expect(screen.getByText('homepage')).toBeInTheDocument();
  });

  it('lists checks without groups and filters them by the search after typing pauses', async () => {
    serveHealth();
    const page = openHealth('/health?groupBy=no-group&hidePassing=false');
    expect(await rowNames()).toHaveLength(4);
    // The address changes before the table has drawn the rows it filters.
    const search = screen.getByPlaceholderText('Search by name, description, or endpoint');
    await userEvent.type(search, 'sign-in');
    await waitFor(() => expect(page.search().get('query')).toBe('sign-in'));
    await waitFor(async () => expect(await rowNames()).toEqual(['login']));
    await userEvent.clear(search);
    await userEvent.type(search, 'shop.example');
    await waitFor(() => expect(page.search().get('query')).toBe('shop.example'));
    await waitFor(async () => expect(await rowNames()).toEqual(['homepage']));
  });

  it('groups by the chosen field and removes groupBy from the URL when back on the default', async () => {
    serveHealth();
    const page = openHealth('/health?hidePassing=false');
    await table();
    const groupBy = screen.getByRole('combobox', { name: 'Group By' });
    expect((await optionsOf(groupBy)).map((option) => option.textContent)).toEqual([
      'No Grouping',
      'Group Name',
      'Name',
      'Description',
      'Type',
      'critical',
      'env',
    ]);
    await chooseOption(groupBy, 'Type');
    expect(page.search().get('groupBy')).toBe('type');
    expect(await rowNames()).toEqual(['http2', 'postgres1', 'redis1']);
    await chooseOption(groupBy, 'env');
    expect(await rowNames()).toEqual(['prod2', 'dev1', 'cache']);
  });

  it("splits checks into tabs by namespace, 'All' first and 'none' for checks without one", async () => {
    serveHealth();
    const page = openHealth('/health?groupBy=no-group');
    await table();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All', 'dev', 'none', 'prod']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'none' }));
    expect(page.search().get('tab')).toBe('none');
    expect(await rowNames()).toEqual(['cache']);

    await chooseOption(screen.getByRole('combobox', { name: 'Tab By' }), 'env');
    expect(page.search().get('tabBy')).toBe('env');
    expect(page.search().has('tab')).toBe(false);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'dev', 'prod']);
  });

  it('filters by labels: a multi-select per label key and a toggle for true/false labels', async () => {
    serveHealth();
    const page = openHealth('/health?groupBy=no-group&hidePassing=false');
    await table();
    await userEvent.click(screen.getByRole('button', { name: /^env/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'prod' }));
    expect(JSON.parse(page.search().get('labels')!)).toEqual({ 'env=prod': 1 });
    expect(await rowNames()).toEqual(['homepage', 'login']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: 'Exclude critical' }));
    expect(JSON.parse(page.search().get('labels')!)).toEqual({ 'env=prod': 1, 'critical=true': -1 });
    expect(await rowNames()).toEqual(['login']);
    expect(screen.getByRole('button', { name: 'Filters, 2 active' })).toBeInTheDocument();
  });

  it('sorts by latency from the URL and writes the new order back', async () => {
    serveHealth();
    const page = openHealth('/health?groupBy=no-group&hidePassing=false&sortBy=latency&sortDesc=true');
    expect(await rowNames()).toEqual(['login', 'homepage', 'cache', 'orders-db']);
    await userEvent.click(screen.getByRole('button', { name: /Latency/ }));
    await waitFor(() => expect(page.search().has('sortBy')).toBe(false));
    await userEvent.click(screen.getByRole('button', { name: /Checks/ }));
    expect(page.search().get('sortBy')).toBe('name');
    expect(page.search().get('sortDesc')).toBe('false');
    expect(await rowNames()).toEqual(['cache', 'homepage', 'login', 'orders-db']);
  });

  it('puts the clicked check in the URL', async () => {
    serveHealth();
    const page = openHealth('/health?groupBy=no-group');
    await userEvent.click(await screen.findByText('orders-db'));
    expect(page.search().get('checkId')).toMatch(/^01900000-/);
  });

  it('offers adding a check only to users who may write canaries', async () => {
    serveHealth();
    openHealth();
    const add = await screen.findByRole('link', { name: 'Add Check' });
    expect(add).toHaveAttribute('href', '/settings/canaries');
  });

  it('hides the add-check button from viewers', async () => {
    serveHealth(undefined, ['viewer']);
    openHealth();
    await screen.findByText('3 failing');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add Check' })).not.toBeInTheDocument());
  });

  it("says 'No data available' when no check matches", async () => {
    serveHealth({ body: { checks_summary: [] } });
    openHealth();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    expect(screen.getByText('0 passing')).toBeInTheDocument();
  });

  it('explains a failed load and tries again on request', async () => {
    const api = serveHealth({ status: 500, body: { error: 'database is down' } });
    openHealth();
    expect(await screen.findByText('Could not load health checks')).toBeInTheDocument();
    expect(screen.getByText('database is down')).toBeInTheDocument();
    api.on('POST', SUMMARY_PATH, { body: { checks_summary: [] } });
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('counts the active filters on the small-screen filter button', async () => {
    serveHealth();
    openHealth('/health?labels={"env=prod":1,"env=dev":-1}&query=login');
    const button = await screen.findByRole('button', { name: 'Filters, 4 active' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('says the checks are loading in the card layout until they arrive', async () => {
    serveHealth();
    openHealth('/health?layout=card');
    expect(screen.getByRole('status')).toHaveTextContent('Loading health checks...');
    expect(await screen.findByRole('list', { name: 'Health checks' })).toBeInTheDocument();
    expect(screen.queryByText('Loading health checks...')).not.toBeInTheDocument();
  });

  it('switches to cards, failing first, and opens a check from its card', async () => {
    serveHealth();
    const page = openHealth('/health?hidePassing=false');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Card layout' }));
    expect(page.search().get('layout')).toBe('card');
    const cards = within(screen.getByRole('list', { name: 'Health checks' })).getAllByRole('button');
    ['cache', 'login', 'orders-db', 'homepage'].forEach((name, index) => expect(cards[index]).toHaveTextContent(new RegExp(`^${name}`)));
    expect(within(cards[1]!).getByText('Uptime 75.0%')).toBeInTheDocument();
    await userEvent.click(cards[2]!);
    expect(page.search().get('checkId')).toMatch(/^01900000-/);
    // The check's detail dialog is open now and keeps the page behind it out of reach.
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(page.search().has('checkId')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Table layout' }));
    expect(page.search().has('layout')).toBe(false);
    expect(await table()).toBeInTheDocument();
  });

  it("shows each check's icon: its own image address, else the icon of its type", async () => {
    serveHealth({
      body: {
        checks_summary: [
          aCheck({ name: 'homepage', type: 'http' }),
          aCheck({ name: 'orders-db', type: 'postgres' }),
          aCheck({ name: 'branded', type: 'http', icon: 'https://cdn.example.com/shop.svg' }),
          aCheck({ name: 'named', type: 'http', icon: 'redis' }),
        ],
      },
    });
    openHealth('/health?groupBy=no-group&hidePassing=false');
    const rows = within(await table()).getAllByRole('row').slice(1);
    const iconOf = (name: string) => rows.find((row) => within(row).queryByText(name))!.querySelector('[data-icon]')!;
    expect(iconOf('homepage')).toHaveAttribute('data-icon', 'http');
    expect(iconOf('orders-db')).toHaveAttribute('data-icon', 'postgres');
    expect(iconOf('named')).toHaveAttribute('data-icon', 'redis');
    const image = iconOf('branded');
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', 'https://cdn.example.com/shop.svg');
    expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
  });
});

describe('Health dashboard groups and filter panel', () => {
  it('expands and collapses a group on a click anywhere on its row, not only on the chevron', async () => {
    serveHealth();
    openHealth('/health?hidePassing=false');
    await table();
    const web = (await screen.findByText('web')).closest('tr')!;
    expect(screen.queryByText('homepage')).not.toBeInTheDocument();

    await userEvent.click(within(web).getByText('1/2'));
    expect(await screen.findByText('homepage')).toBeInTheDocument();
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(within(web).getByRole('button', { name: 'Collapse row' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(web).getByRole('img', { name: 'Mixed' }));
    await waitFor(() => expect(screen.queryByText('homepage')).not.toBeInTheDocument());
    expect(within(web).getByRole('button', { name: 'Expand row' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('expands a group from the keyboard on its focused row', async () => {
    serveHealth();
    openHealth('/health?hidePassing=false');
    await table();
    const web = (await screen.findByText('web')).closest('tr')!;
    web.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('homepage')).toBeInTheDocument();
  });

  it('shows the Labels heading only when there are labels to filter by', async () => {
    serveHealth({ body: { checks_summary: [aCheck({ name: 'plain', labels: {} })] } });
    openHealth('/health?hidePassing=false&groupBy=no-group');
    await screen.findByText('plain');
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).queryByRole('heading', { name: 'Labels' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('region', { name: 'Label filters' })).not.toBeInTheDocument();
  });

  it('shows the Labels heading with the label filters when the checks carry labels', async () => {
    serveHealth();
    openHealth('/health?hidePassing=false');
    await table();
    const labels = within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('region', { name: 'Label filters' });
    expect(within(labels).getByRole('heading', { name: 'Labels' })).toBeInTheDocument();
    expect(within(labels).getByRole('button', { name: /^env/ })).toBeInTheDocument();
  });
});
