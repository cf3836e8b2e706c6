import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '#test/support/fake-server.ts';
import { hoursAgo, run, serveCheck, theCheck } from './support/check-detail-api.ts';
import { openHealth } from './support/health-page.tsx';
import { chooseOption } from '#test/support/kit-select.ts';

const dialog = () => screen.findByRole('dialog', { name: /login/ });
const card = (title: string) => screen.getByRole('region', { name: title });

describe('Check detail dialog', () => {
  it('opens from the checkId in the URL with the header and summary cards', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    expect(within(opened).getByText('eu-west')).toBeInTheDocument();
    expect(within(opened).getByText('https://shop.example.com/login')).toBeInTheDocument();
    expect(await within(card('Uptime')).findByText('75.0%')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('3 passed')).toBeInTheDocument();
    expect(within(card('Uptime')).getByText('1 failed')).toBeInTheDocument();
    expect(within(card('Latency')).getByText('450ms')).toBeInTheDocument();
    expect(within(card('Latency')).getByText('1s')).toBeInTheDocument();
    expect(within(card('Latency')).getByText('1m')).toBeInTheDocument();
    expect(within(card('Severity')).getByText('-')).toBeInTheDocument();
    expect(within(card('Transitioned')).getByText('5h ago')).toBeInTheDocument();
    expect(within(card('Time Range')).getByRole('combobox', { name: 'Time Range' })).toHaveValue('1h');
  });

  it('opens when a check row is clicked, and closing removes checkId and resets the range to 1h', async () => {
    const check = theCheck();
    serveCheck(check);
    const page = openHealth('/health?timeRange=1d&groupBy=no-group');
    await userEvent.click(await screen.findByText('login'));
    expect(page.search().get('checkId')).toBe(check.id);
    const opened = await dialog();
    await userEvent.click(within(opened).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(page.search().has('checkId')).toBe(false);
    expect(page.search().get('timeRange')).toBe('1h');
  });

  it('picks the time range from the age of the last run and asks the graph for it', async () => {
    const check = theCheck({ last_runtime: hoursAgo(30) });
    const api = serveCheck(check);
    const page = openHealth(`/health?checkId=${check.id}`);
    await dialog();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time Range' })).toHaveValue('2d'));
    await waitFor(() => expect(api.calls('GET', '/api/canary/api/graph').at(-1)?.query.get('start')).toBe('now-2d'));
    expect(screen.getByText('2 runs: 1 passed, 1 failed')).toBeInTheDocument();

    await chooseOption(screen.getByRole('combobox', { name: 'Time Range' }), '1w');
    expect(page.search().get('timeRange')).toBe('1w');
    await waitFor(() => expect(api.calls('GET', '/api/canary/api/graph').at(-1)?.query.get('start')).toBe('now-1w'));
  });

  it('keeps a range from the URL that is not a common one', async () => {
    const check = theCheck();
    const api = serveCheck(check);
    openHealth(`/health?checkId=${check.id}&timeRange=90m`);
    await dialog();
    expect(screen.getByRole('combobox', { name: 'Time Range' })).toHaveValue('90m');
    await waitFor(() => expect(api.calls('GET', '/api/canary/api/graph').at(-1)?.query.get('start')).toBe('now-90m'));
  });

  it('lists the runs newest first with paging', async () => {
    const check = theCheck();
    const api = serveCheck(check, {
      history: (request) => {
        const offset = Number(request.query.get('offset'));
        const body = offset === 0 ? [run(hoursAgo(0.1), false, 1500, 'timeout')] : [run(hoursAgo(9), true, 80, 'second page')];
        return { body, headers: { 'Content-Range': `${offset}-${offset}/60` } };
      },
    });
    openHealth(`/health?checkId=${check.id}`);
    const history = await screen.findByRole('table', { name: 'Check history' });
    expect(await within(history).findByText('timeout')).toBeInTheDocument();
    expect(within(history).getByText('Failed')).toBeInTheDocument();
    expect(within(history).getByText('2s')).toBeInTheDocument();
    expect(within(history).getByText('6m ago').tagName).toBe('TIME');
    expect(screen.getByText('Page 1 of 2 (60 runs)')).toBeInTheDocument();
    const first = api.calls('GET', '/api/db/check_statuses')[0]!;
    expect(first.query.get('check_id')).toBe(`eq.${check.id}`);
    expect(first.query.get('order')).toBe('time.desc');
    expect(first.headers.get('Prefer')).toContain('count=exact');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(history).findByText('second page')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2 (60 runs)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says a failure once when the message already quotes the error', async () => {
    const check = theCheck();
    const refused = 'connect ECONNREFUSED 127.0.0.1:9';
    serveCheck(check, { history: () => ({ body: [{ ...run(hoursAgo(0.1), false, 3, `could not connect to 127.0.0.1:9: ${refused}`), error: refused }] }) });
    openHealth(`/health?checkId=${check.id}`);
    const history = await screen.findByRole('table', { name: 'Check history' });
    const cell = await within(history).findByText(/could not connect/);
    expect(cell.textContent).toBe(`could not connect to 127.0.0.1:9: ${refused}`);
  });

  it('filters the runs by duration in seconds and refuses other units with the spec message', async () => {
    const check = theCheck();
    const api = serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    await screen.findByRole('table', { name: 'Check history' });
    const duration = screen.getByRole('combobox', { name: 'Duration' });

    await userEvent.clear(duration);
    await userEvent.type(duration, '5m{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('duration is allowed only in milli seconds & seconds');
    expect(api.calls('GET', '/api/db/check_statuses').some((call) => call.query.has('duration'))).toBe(false);

    await userEvent.clear(duration);
    await userEvent.type(duration, '2s{Enter}');
    await waitFor(() => expect(api.calls('GET', '/api/db/check_statuses').at(-1)?.query.get('duration')).toBe('gte.2000'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists only the runs inside the time range, and only passed or failed ones on request', async () => {
    const check = theCheck();
    const runs = [run(hoursAgo(0.2), false, 1500, 'timeout'), run(hoursAgo(0.4), true, 300, 'fine')];
    const api = serveCheck(check, {
      history: (request) => {
        const status = request.query.get('status');
        const body = status === null ? runs : runs.filter((row) => `eq.${row.status}` === status);
        return { body, headers: { 'Content-Range': `0-${body.length - 1}/${body.length}` } };
      },
    });
    openHealth(`/health?checkId=${check.id}&timeRange=3h`);
    const history = await screen.findByRole('table', { name: 'Check history' });
    expect(await within(history).findByText('fine')).toBeInTheDocument();
    const startOf = (call: RecordedRequest | undefined) => Date.parse(call!.query.get('time')!.replace(/^gt\./, ''));
    expect(Math.abs(startOf(api.calls('GET', '/api/db/check_statuses')[0]) - (Date.now() - 3 * 3_600_000))).toBeLessThan(60_000);

    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
    await waitFor(() => expect(within(history).queryByText('fine')).not.toBeInTheDocument());
    expect(within(history).getByText('timeout')).toBeInTheDocument();
    expect(api.calls('GET', '/api/db/check_statuses').at(-1)?.query.get('status')).toBe('eq.false');
    await chooseOption(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(await within(history).findByText('fine')).toBeInTheDocument();

    await chooseOption(screen.getByRole('combobox', { name: 'Time Range' }), '1d');
    await waitFor(() =>
      expect(Math.abs(startOf(api.calls('GET', '/api/db/check_statuses').at(-1)) - (Date.now() - 24 * 3_600_000))).toBeLessThan(
        60_000,
      ),
    );
  });

  it('offers the duration presets of the spec', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    await screen.findByRole('table', { name: 'Check history' });
    const duration = screen.getByRole('combobox', { name: 'Duration' });
    const presets = [...(duration as HTMLInputElement).list!.options].map((option) => option.value);
    expect(presets).toEqual(['All', '100ms', '500ms', '1s', '5s', '10s', '30s']);
  });

  it('toasts the message when the history cannot be loaded', async () => {
    const check = theCheck();
    serveCheck(check, { history: () => ({ status: 500, body: { error: 'history is unavailable' } }) });
    openHealth(`/health?checkId=${check.id}`);
    expect(await screen.findByText('history is unavailable', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the canary spec as YAML with line numbers', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    await dialog();
    await userEvent.click(screen.getByRole('tab', { name: 'Spec' }));
    const spec = await screen.findByLabelText('Spec YAML');
    await waitFor(() => expect(within(spec).getByText('schedule: "@every 1m"')).toBeInTheDocument());
    const rows = within(spec).getAllByRole('row').map((row) => row.textContent);
    expect(rows.slice(0, 4)).toEqual(['1schedule: "@every 1m"', '2http:', '3  - name: login', '4    url: https://shop.example.com/login']);
  });

  it('counts the relationships and links configs to the catalog and components to the topology', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    await dialog();
    const tab = screen.getByRole('tab', { name: /Relationships/ });
    await within(tab).findByLabelText('2 relationships');
    await userEvent.click(tab);
    const table = await screen.findByRole('table', { name: 'Relationships' });
    expect(within(table).getByRole('link', { name: 'shop-deployment' })).toHaveAttribute('href', '/catalog/cfg-1');
    expect(within(table).getByRole('link', { name: 'checkout-service' })).toHaveAttribute('href', '/topology/cmp-1');
    expect(within(table).getByText('Config')).toBeInTheDocument();
    expect(within(table).getByText('Component')).toBeInTheDocument();
  });

  it('links to the canary settings and runs the check now, toasting the message and refreshing the summary', async () => {
    const check = theCheck();
    const after = { ...check, uptime: { ...check.uptime, passed: 4, failed: 1 } };
    const api = serveCheck(check, { summaries: [check, after] }).on('POST', `/api/canary/run/check/${check.id}`, {
      body: { message: 'Check ran successfully', payload: {} },
    });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    await within(card('Uptime')).findByText('75.0%');
    expect(within(opened).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/settings/canaries/${check.canary_id}`);

    await userEvent.click(await within(opened).findByRole('button', { name: 'Run Now' }));
    expect(await screen.findByText('Check ran successfully')).toBeInTheDocument();
    expect(api.calls('POST', `/api/canary/run/check/${check.id}`)).toHaveLength(1);
    expect(await within(card('Uptime')).findByText('80.0%')).toBeInTheDocument();
  });

  it('hides Run Now from a viewer', async () => {
    const check = theCheck();
    serveCheck(check, { roles: ['viewer'] });
    openHealth(`/health?checkId=${check.id}`);
    const opened = await dialog();
    await within(card('Uptime')).findByText('75.0%');
    expect(within(opened).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(opened).queryByRole('button', { name: 'Run Now' })).not.toBeInTheDocument();
  });

  it('shows the check type icon before the name in the dialog header', async () => {
    const check = theCheck();
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const title = within(await dialog()).getByRole('heading', { name: /login/ });
    await waitFor(() => expect(title.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'http'));
  });

  it("shows the check's own icon name in the dialog header over its type's", async () => {
    const check = theCheck({ icon: 'postgres' });
    serveCheck(check);
    openHealth(`/health?checkId=${check.id}`);
    const title = within(await dialog()).getByRole('heading', { name: /login/ });
    await waitFor(() => expect(title.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'postgres'));
  });
});
