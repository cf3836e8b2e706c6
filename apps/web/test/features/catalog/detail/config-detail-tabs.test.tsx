import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aCheck } from '#test/features/health/support/check-fixtures.ts';
import { CONFIG_ID, aConfig, openConfig, serveConfig } from './support/config-detail-page.tsx';

const tabs = () => screen.findByRole('navigation', { name: 'Config tabs' });
const CHECKS_PATH = '/api/db/rpc/check_summary_for_config';
const RUNS_PATH = '/api/db/playbook_runs';
const RELATED_PATH = '/api/db/rpc/related_configs_recursive';

function aRelated(index: number, direction: 'outgoing' | 'incoming' = 'outgoing') {
  return {
    id: `01900000-0000-7000-8000-${String(900 + index).padStart(12, '0')}`,
    name: `related-${index}`,
    type: 'Kubernetes::Pod',
    status: 'Running',
    health: 'healthy',
    labels: {},
    deleted_at: null,
    related_ids: [CONFIG_ID],
    depth: 1,
    direction,
  };
}

function aRun(index: number) {
  return {
    id: `01900000-0000-7000-8000-${String(index).padStart(12, '0')}`,
    status: 'completed',
    created_at: '2026-03-01T10:00:00Z',
    start_time: '2026-03-01T10:00:01Z',
    end_time: '2026-03-01T10:00:05Z',
    playbook: { id: '01900000-0000-7000-8000-pb0000000001', name: 'restart', title: 'Restart deployment' },
  };
}

describe('Config detail tabs', () => {
  it('links every tab to its path with a count badge, over 999 shown as k+', async () => {
    serveConfig().on('GET', RELATED_PATH, { body: [1, 2, 3, 4].map((index) => aRelated(index)) });
    openConfig();
    const nav = await tabs();
    const link = (name: RegExp) => within(nav).getByRole('link', { name });
    expect(link(/^Config/)).toHaveAttribute('href', `/catalog/${CONFIG_ID}`);
    expect(link(/^Config/)).toHaveAttribute('aria-current', 'page');
    expect(link(/^Changes/)).toHaveAttribute('href', `/catalog/${CONFIG_ID}/changes`);
    expect(link(/^Changes/)).toHaveTextContent('Changes12');
    expect(link(/^Insights/)).toHaveTextContent('Insights1k+');
    await waitFor(() => expect(link(/^Relationships/)).toHaveTextContent('Relationships4'));
    expect(link(/^Playbooks/)).toHaveTextContent('Playbooks0');
    expect(link(/^Checks/)).toHaveAttribute('href', `/catalog/${CONFIG_ID}/checks`);
    expect(link(/^Checks/)).toHaveTextContent('Checks2');
  });

  it('counts on the Relationships badge what the tab shows first: outgoing, hard relations', async () => {
    // Three relationships exist, all incoming: the summary counts them, the default view (Outgoing) shows none.
    const server = serveConfig({ body: [aConfig({ summary: { changes: 0, analysis: 0, relationships: 3, playbook_runs: 0, checks: 0 } })] }).on('GET', RELATED_PATH, (request) => ({
      body: request.query.get('type_filter') === 'outgoing' ? [] : [1, 2, 3].map((index) => aRelated(index, 'incoming')),
    }));
    openConfig(`/catalog/${CONFIG_ID}/relationships`);
    const nav = await tabs();
    expect(await screen.findByText('No relationships found')).toBeInTheDocument();
    await waitFor(() => expect(within(nav).getByRole('link', { name: /^Relationships/ })).toHaveTextContent('Relationships0'));
    const query = server.calls('GET', RELATED_PATH)[0]!.query;
    expect([query.get('type_filter'), query.get('incoming_relation'), query.get('outgoing_relation')]).toEqual(['outgoing', 'hard', 'hard']);
  });

  it('opens a tab from its path and moves between tabs by clicking', async () => {
    serveConfig();
    const page = openConfig(`/catalog/${CONFIG_ID}/relationships`);
    const nav = await tabs();
    expect(within(nav).getByRole('link', { name: /^Relationships/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('table', { name: 'Config content' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('link', { name: /^Config/ }));
    expect(page.router.state.location.pathname).toBe(`/catalog/${CONFIG_ID}`);
    expect(await screen.findByRole('table', { name: 'Config content' })).toBeInTheDocument();
  });

  it("lists the config's checks and opens a check's detail dialog from its row", async () => {
    const check = aCheck({ name: 'checkout-health', type: 'http', status: 'unhealthy' });
    const api = serveConfig()
      .on('GET', CHECKS_PATH, { body: [check] })
      .on('GET', '/api/db/checks', { body: [{ id: check.id, name: 'checkout-health', namespace: 'prod', type: 'http', spec: {} }] });
    openConfig(`/catalog/${CONFIG_ID}/checks`);
    const table = await screen.findByRole('table', { name: 'Config checks' });
    expect(api.calls('GET', CHECKS_PATH)[0]!.query.get('config_id')).toBe(CONFIG_ID);
    expect(within(table).getByText('unhealthy')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('checkout-health'));
    expect(await screen.findByRole('dialog', { name: /checkout-health/ })).toBeInTheDocument();
  });

  it('says when no checks are linked', async () => {
    serveConfig().on('GET', CHECKS_PATH, { body: [] });
    openConfig(`/catalog/${CONFIG_ID}/checks`);
    expect(await screen.findByText('No checks are linked to this config')).toBeInTheDocument();
  });

  it('lists playbook runs 200 a page, newest first, and pages on', async () => {
    const api = serveConfig({ body: [aConfig({ summary: { playbook_runs: 250 } })] }).on('GET', RUNS_PATH, (request) => {
      const offset = Number(request.query.get('offset'));
      const count = offset === 0 ? 200 : 50;
      const rows = Array.from({ length: count }, (_, i) => aRun(offset + i + 1));
      return { body: rows, headers: { 'Content-Range': `${offset}-${offset + count - 1}/250` } };
    });
    openConfig(`/catalog/${CONFIG_ID}/playbooks`);
    const table = await screen.findByRole('table', { name: 'Playbook runs' });
    expect(within(table).getAllByRole('link', { name: 'Restart deployment' })).toHaveLength(200);
    const first = api.calls('GET', RUNS_PATH)[0]!.query;
    expect(first.get('config_id')).toBe(`eq.${CONFIG_ID}`);
    expect(first.get('limit')).toBe('200');
    expect(first.get('order')).toMatch(/^created_at\.desc/);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(api.calls('GET', RUNS_PATH).at(-1)!.query.get('offset')).toBe('200');
    expect(within(screen.getByRole('table', { name: 'Playbook runs' })).getAllByRole('link')).toHaveLength(50);
  });

  it('says when the config has no playbook runs', async () => {
    serveConfig().on('GET', RUNS_PATH, { body: [], headers: { 'Content-Range': '*/0' } });
    openConfig(`/catalog/${CONFIG_ID}/playbooks`);
    expect(await screen.findByText('No playbook runs for this config')).toBeInTheDocument();
  });

  it('shows the error of a failed playbook runs call', async () => {
    serveConfig().on('GET', RUNS_PATH, { status: 500, body: { message: 'runs unavailable' } });
    openConfig(`/catalog/${CONFIG_ID}/playbooks`);
    expect(await screen.findByRole('alert')).toHaveTextContent('runs unavailable');
  });
});
