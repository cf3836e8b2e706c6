import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntegrationsRoute } from '#src/features/integrations/routes/integrations.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const GRACE = '01900000-0000-7000-8000-0000000000bb';

const BASE = {
  namespace: 'default',
  agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
  spec: {},
  job_details: null,
  job_name: null,
  updated_at: '2025-03-02T08:00:00Z',
};
const TOPOLOGY = {
  ...BASE,
  id: '01900000-0000-7000-8000-000000000501',
  name: 'payments',
  source: 'UI',
  integration_type: 'topologies',
  job_status: 'SUCCESS',
  job_time_start: '2025-03-03T08:00:00Z',
  created_by: GRACE,
  created_at: '2025-03-01T08:00:00Z',
};
const SCRAPER = {
  ...BASE,
  id: '01900000-0000-7000-8000-000000000502',
  name: 'cluster configs',
  source: 'kubernetes/0190-abc',
  integration_type: 'scrapers',
  job_status: 'FAILED',
  job_time_start: '2025-03-03T09:00:00Z',
  created_by: null,
  created_at: '2025-02-01T08:00:00Z',
};
const BACKEND = { ...BASE, id: '01900000-0000-7000-8000-000000000503', name: 'loki', source: null, integration_type: 'logging_backends', job_status: null, job_time_start: null, created_by: null, created_at: '2025-01-01T08:00:00Z' };

const clipboardDescriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
afterEach(() => {
  if (clipboardDescriptor) Object.defineProperty(window.navigator, 'clipboard', clipboardDescriptor);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

interface Served {
  roles?: string[];
  rows?: object[];
  total?: number;
  properties?: object[];
}

function serve({ roles = ['admin'], rows = [TOPOLOGY, SCRAPER, BACKEND], total = rows.length, properties = [] }: Served = {}) {
  API.on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: properties })
    .on('GET', '/api/db/people', { body: [{ id: GRACE, name: 'Grace Hopper' }] })
    .on('GET', '/api/db/integrations_with_status', ({ query }) => {
      const offset = Number(query.get('offset'));
      return { body: rows, headers: { 'Content-Range': rows.length === 0 ? `*/${total}` : `${offset}-${offset + rows.length - 1}/${total}` } };
    });
}

function openList(address = '/settings/integrations') {
  return renderRoute(<IntegrationsRoute />, { path: '/settings/integrations/*', address });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Integration' }));
  return screen.findByRole('dialog', { name: 'Add Integration' });
}

describe('Integrations list', () => {
  it('lists scrapers, topologies and log backends newest first, with type, source, job status, last run, creator and created', async () => {
    serve();
    openList();
    const topology = await rowOf('payments');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Type', 'Source', 'Job Status', 'Last Run', 'Created By', 'Created']);
    const cellOf = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf(topology, 'Type')).toHaveTextContent('Topology');
    expect(cellOf(topology, 'Job Status')).toHaveTextContent('SUCCESS');
    expect(await within(topology).findByText('Grace Hopper')).toBeInTheDocument();
    const scraper = await rowOf('cluster configs');
    expect(cellOf(scraper, 'Type')).toHaveTextContent('Catalog Scraper');
    expect(cellOf(scraper, 'Source')).toHaveTextContent('kubernetes/0190-abc');
    expect(cellOf(scraper, 'Job Status')).toHaveTextContent('FAILED');
    expect(cellOf(await rowOf('loki'), 'Type')).toHaveTextContent('Log Backend');
    const request = API.calls('GET', '/api/db/integrations_with_status')[0]!;
    expect(request.query.get('order')).toBe('created_at.desc');
    expect(request.query.get('select')).toBe('*');
    expect(request.query.get('deleted_at')).toBe('is.null');
    expect(request.query.get('limit')).toBe('50');
    expect(request.query.get('offset')).toBe('0');
    expect(request.headers.get('Prefer')).toContain('count=exact');
    expect(API.calls('GET', '/api/db/people')[0]!.query.get('id')).toContain(GRACE);
  });

  it('pages on the server: the next page asks for the next offset', async () => {
    serve({ total: 120 });
    openList();
    await rowOf('payments');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(API.calls('GET', '/api/db/integrations_with_status').at(-1)!.query.get('offset')).toBe('50'));
  });

  it('opens an integration at /settings/integrations/{type}/{id} on a row click', async () => {
    serve();
    const { router } = openList();
    await userEvent.click(await rowOf('cluster configs'));
    expect(router.state.location.pathname).toBe(`/settings/integrations/scrapers/${SCRAPER.id}`);
  });

  it('says there are none yet, and offers to add one', async () => {
    serve({ rows: [] });
    openList();
    expect(await screen.findByText('No integrations yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Integration' })).toHaveLength(2);
  });

  it('says what failed when the list cannot be loaded', async () => {
    serve();
    API.on('GET', '/api/db/integrations_with_status', { status: 500, body: { message: 'database is down' } });
    openList();
    expect(await screen.findByText('Could not load integrations')).toBeInTheDocument();
  });

  it('shows no Add Integration without write on integrations, and a reader\'s rows open nothing', async () => {
    serve({ roles: ['viewer'] });
    const { router } = openList();
    const row = await rowOf('payments');
    expect(screen.queryByRole('button', { name: 'Add Integration' })).not.toBeInTheDocument();
    expect(row).not.toHaveAttribute('tabindex');
    await userEvent.click(row);
    expect(router.state.location.pathname).toBe('/settings/integrations');
  });
});

describe('Add Integration', () => {
  it('writes a Flux HelmRelease and the Helm commands for a chart, with copy buttons, and saves nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    serve();
    openList();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Add via GitOps', selected: true })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio').map((choice) => choice.textContent)).toEqual(['AWS', 'Azure', 'Prometheus', 'Flux', 'Kubernetes', 'Mission Control']);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Prometheus' }));
    await userEvent.type(within(dialog).getByLabelText('Prometheus URL'), 'http://prometheus.monitoring:9090');
    const flux = within(dialog).getByRole('region', { name: 'Flux HelmRelease' });
    expect(flux).toHaveTextContent('kind: HelmRepository');
    expect(flux).toHaveTextContent('url: https://flanksource.github.io/charts');
    expect(flux).toHaveTextContent('kind: HelmRelease');
    expect(flux).toHaveTextContent('chart: mission-control-prometheus');
    expect(flux).toHaveTextContent('url: http://prometheus.monitoring:9090');
    const helm = within(dialog).getByRole('region', { name: 'Helm CLI' });
    expect(helm).toHaveTextContent('helm repo add flanksource https://flanksource.github.io/charts');
    expect(helm).toHaveTextContent('helm install mission-control-prometheus flanksource/mission-control-prometheus');
    expect(helm).toHaveTextContent('--set url=http://prometheus.monitoring:9090');
    await userEvent.click(within(helm).getByRole('button', { name: 'Copy Helm CLI' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('helm install mission-control-prometheus'));
    expect(API.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('warns that the Kubernetes chart must be installed in Flux for the Flux option', async () => {
    serve();
    openList();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Flux' }));
    expect(within(dialog).getByRole('note')).toHaveTextContent('The Kubernetes chart must be installed in Flux to use this option.');
  });

  it('offers Custom Topology, Catalog Scraper and Log Backends directly, each opening its own new page', async () => {
    serve();
    openList();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Add Directly' }));
    expect(within(dialog).getByRole('link', { name: /Custom Topology/ })).toHaveAttribute('href', '/settings/topologies/new');
    expect(within(dialog).getByRole('link', { name: /Catalog Scraper/ })).toHaveAttribute('href', '/catalog/scrapers/new');
    expect(await within(dialog).findByRole('link', { name: /Log Backends/ })).toHaveAttribute('href', '/settings/logging_backends/new');
  });

  it('hides Log Backends while the logs feature is off', async () => {
    serve({ properties: [{ name: 'logs.disable', value: 'true' }] });
    openList();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Add Directly' }));
    expect(within(dialog).getByRole('link', { name: /Custom Topology/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Log Backends/ })).not.toBeInTheDocument();
  });
});
