import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOG_SEARCH_DEBOUNCE_MS } from '#src/features/logs/components/logs-filters.tsx';
import { LOGS_SCROLL_TEST_ID } from '#src/features/logs/components/logs-table.tsx';
import { LogsRoute } from '#src/features/logs/routes/logs.route.tsx';
import { LOG_COLUMN_WIDTHS_KEY } from '#src/features/logs/utils/log-column-widths.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { stubVirtualLayout } from '#test/support/stub-virtual-layout.ts';
import { aLine, answer, CHECKOUT, DATABASE, lastSearch, searches, serveLogs } from './support/logs-api.ts';

const server = fakeServerForEachTest();
// jsdom lays nothing out: the table's scroll box gets a browser's height, showing 10 rows of 62 px.
let restoreLayout: () => void = () => {};

beforeEach(() => {
  restoreLayout = stubVirtualLayout({ scrollBoxes: new Set([LOGS_SCROLL_TEST_ID]), viewportHeight: 620, rowHeight: 62 });
});

afterEach(() => {
  restoreLayout();
  vi.useRealTimers();
  window.localStorage.clear();
});

function openLogs(address = '/logs') {
  return renderRoute(<LogsRoute />, { path: '/logs', address });
}

async function logTable() {
  return screen.findByRole('table', { name: 'Log lines' });
}

describe('the log viewer', () => {
  it('asks for a component first, and offers the components with logs, the server log and the saved backends', async () => {
    serveLogs(server);
    openLogs();
    expect(await screen.findByRole('heading', { name: 'Please select a component to view the logs' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Component' });
    await waitFor(async () => expect((await optionsOf(picker)).map((option) => option.textContent)).toEqual(['None', 'checkout (Service)', 'orders-db (Database)', 'Server log (server)', 'observability (log backend)']));
    expect(searches(server)).toHaveLength(0);
  });

  it('searches what the address says, choosing the first log of the component, and shows the lines', async () => {
    serveLogs(server, { body: answer([aLine('payment accepted', { app: 'checkout', level: 'info' }), aLine('payment declined', { level: 'warn' }, '2026-11-26T09:59:00.000Z')]) });
    const page = openLogs(`/logs?topologyId=${CHECKOUT}&query=payment&start=1d`);
    const table = await logTable();
    expect(lastSearch(server)).toEqual({ id: CHECKOUT, name: 'app', query: 'payment', start: 'now-1d' });
    expect(searches(server)).toHaveLength(1);
    await waitFor(() => expect(page.search().get('logsSelector')).toBe('app'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['payment accepted', 'payment declined']);
    expect(within(rows[0]!).getByText('app=checkout')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('level=info')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('time')).toHaveAttribute('datetime', '2026-11-26T10:00:00.000Z');
    expect(screen.getByRole('combobox', { name: 'Component' })).toHaveValue(CHECKOUT);
    expect(screen.getByRole('combobox', { name: 'Log' })).toHaveValue('app');
    expect(screen.getByRole('combobox', { name: 'Time range' })).toHaveValue('1d');
    expect(screen.getByRole('searchbox', { name: 'Search logs' })).toHaveValue('payment');
    expect(screen.getByText('2 lines')).toBeInTheDocument();
  });

  it('searches another of the component\'s logs, another time range, and another component, keeping them in the address', async () => {
    serveLogs(server);
    const user = userEvent.setup();
    const page = openLogs(`/logs?topologyId=${CHECKOUT}`);
    await logTable();
    expect(lastSearch(server)).toMatchObject({ name: 'app', start: 'now-1h' });

    await chooseOption(screen.getByRole('combobox', { name: 'Log' }), 'ingress', user);
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ id: CHECKOUT, name: 'ingress' }));
    expect(page.search().get('logsSelector')).toBe('ingress');

    await chooseOption(screen.getByRole('combobox', { name: 'Time range' }), 'Last 1 month', user);
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ name: 'ingress', start: 'now-1M' }));
    expect(page.search().get('start')).toBe('1mo');

    await chooseOption(screen.getByRole('combobox', { name: 'Component' }), 'orders-db (Database)', user);
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ id: DATABASE, name: 'postgres', start: 'now-1M' }));
    expect(page.search().get('topologyId')).toBe(DATABASE);
    expect(page.search().get('logsSelector')).toBe('postgres');
  });

  it('searches the server\'s own log by its backend name, without a log to choose', async () => {
    serveLogs(server);
    const user = userEvent.setup();
    const page = openLogs();
    await chooseOption(await screen.findByRole('combobox', { name: 'Component' }), 'Server log (server)', user);
    await logTable();
    expect(lastSearch(server)).toEqual({ id: 'server', start: 'now-1h' });
    expect(page.search().get('topologyId')).toBe('server');
    expect(screen.queryByRole('combobox', { name: 'Log' })).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing pauses, with the text in the address', async () => {
    serveLogs(server);
    const page = openLogs(`/logs?topologyId=${CHECKOUT}`);
    await logTable();
    const box = screen.getByRole('searchbox', { name: 'Search logs' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'time' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'timeout' } });
    await act(() => vi.advanceTimersByTimeAsync(LOG_SEARCH_DEBOUNCE_MS - 1));
    expect(page.search().has('query')).toBe(false);
    expect(searches(server)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(lastSearch(server)).toMatchObject({ query: 'timeout' }));
    expect(page.search().get('query')).toBe('timeout');
    expect(searches(server)).toHaveLength(2);
  });

  it("clears every parameter when the component 'None' is chosen", async () => {
    serveLogs(server);
    const user = userEvent.setup();
    const page = openLogs(`/logs?topologyId=${CHECKOUT}&logsSelector=ingress&query=x&start=2h`);
    await logTable();
    await chooseOption(screen.getByRole('combobox', { name: 'Component' }), 'None', user);
    expect(await screen.findByRole('heading', { name: 'Please select a component to view the logs' })).toBeInTheDocument();
    expect(page.search().toString()).toBe('');
  });

  it('says so when no line matches, and marks an answer cut at its limit', async () => {
    serveLogs(server, { body: answer([]) }, { body: answer([aLine('one'), aLine('two')], { total: 2, more: true }) });
    const user = userEvent.setup();
    openLogs(`/logs?topologyId=${CHECKOUT}&query=nothing`);
    expect(await screen.findByRole('heading', { name: 'There are no logs matching the search query' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await logTable();
    expect(screen.getByText('Showing the newest 2 lines')).toBeInTheDocument();
    expect(screen.getByTestId('logs-more')).toHaveTextContent('More lines available');
  });

  it('names the backends that failed while others answered', async () => {
    serveLogs(server, { body: answer([aLine('still here')], { errors: [{ backend: 'loki observability', message: 'Loki answered 500: too many outstanding requests' }] }) });
    openLogs(`/logs?topologyId=${CHECKOUT}`);
    await logTable();
    expect(screen.getByRole('alert')).toHaveTextContent('loki observability: Loki answered 500: too many outstanding requests');
  });

  it("shows the server's reason when the search fails, and searches again on request", async () => {
    serveLogs(server, { status: 404, body: { error: 'not found', message: 'Component orders-db declares no logs' } }, { body: answer([aLine('back')]) });
    const user = userEvent.setup();
    openLogs(`/logs?topologyId=${DATABASE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load logs');
    expect(alert).toHaveTextContent('Component orders-db declares no logs');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back')).toBeInTheDocument();
  });

  it('says Unable to load components! when the component list cannot be read', async () => {
    serveLogs(server);
    server.on('GET', '/api/db/components_with_logs', { status: 500, body: { message: 'database is down' } });
    openLogs();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to load components!');
    expect(alert).toHaveTextContent('database is down');
  });
});

describe('the log table', () => {
  it('renders only the lines near the visible part of a long answer', async () => {
    const lines = Array.from({ length: 2000 }, (_, index) => aLine(`line ${index}`));
    serveLogs(server, { body: answer(lines) });
    openLogs(`/logs?topologyId=${CHECKOUT}`);
    const table = await logTable();
    expect(table).toHaveAttribute('aria-rowcount', '2001');
    const rendered = within(table).getAllByRole('row').slice(1);
    // 10 visible rows of 62 px and 10 more beyond them.
    expect(rendered).toHaveLength(20);
    expect(within(table).getByText('line 0')).toBeInTheDocument();
    expect(within(table).queryByText('line 1999')).not.toBeInTheDocument();
  });

  it('keeps the column widths the user sets for the next visit', async () => {
    serveLogs(server);
    const user = userEvent.setup();
    const first = openLogs(`/logs?topologyId=${CHECKOUT}`);
    const table = await logTable();
    const resizer = within(table).getByRole('separator', { name: 'Resize Timestamp column' });
    expect(resizer).toHaveAttribute('aria-valuenow', '190');
    resizer.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(resizer).toHaveAttribute('aria-valuenow', '222');
    expect(table.querySelector('col[data-column="timestamp"]')).toHaveStyle({ width: '222px' });
    expect(JSON.parse(window.localStorage.getItem(LOG_COLUMN_WIDTHS_KEY)!)).toMatchObject({ timestamp: 222 });
    first.router.dispose();

    openLogs(`/logs?topologyId=${CHECKOUT}`);
    await waitFor(() => expect(screen.getAllByRole('separator', { name: 'Resize Timestamp column' }).at(-1)).toHaveAttribute('aria-valuenow', '222'));
  });
});
