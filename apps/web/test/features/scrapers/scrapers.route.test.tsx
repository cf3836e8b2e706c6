import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScrapersRoute } from '#src/features/scrapers/routes/scrapers.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { FILE_SCRAPER, SCRAPER_ID } from './scraper-fixtures.ts';

const API = fakeServerForEachTest();

function serve(roles: string[], rows: object[] = [FILE_SCRAPER]) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/config_scrapers_with_status', { body: rows, headers: { 'Content-Range': `0-${rows.length - 1}/${rows.length}` } });
}

function openList(address = '/catalog/scrapers') {
  return renderRoute(<ScrapersRoute />, { path: '/catalog/scrapers/:id?', address });
}

describe('Scrapers list', () => {
  it('lists scrapers with source, schedule, namespace and job status under the catalog tabs', async () => {
    serve(['admin']);
    openList();
    const row = (await screen.findByRole('cell', { name: 'sample-files' })).closest('tr')!;
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Source', 'Schedule', 'Namespace', 'Job Status', 'Last Run', 'Last Failed', 'Tags', 'Created', 'Updated', 'Created By']);
    for (const text of ['UI', '@every 5m', 'demo', 'SUCCESS']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/catalog/scrapers/${SCRAPER_ID}?tab=jobHistory`);
    expect(screen.getByRole('link', { name: 'Scrapers' })).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/config_scrapers_with_status')[0]!.query;
    expect(query.get('limit')).toBe('50');
    expect(query.get('order')).toBe('name.asc');
  });

  it('shows the last run, last failure, tags with +N more and the creator (spec 001 §2.5)', async () => {
    const tagged = {
      ...FILE_SCRAPER,
      spec: { file: [{ type: 'App::Config', paths: ['a.yaml'], tags: { team: 'payments', env: 'prod' } }], http: [{ url: 'https://x.test', tags: { tier: 'gold' } }] },
      job_last_failed: '2025-03-02T09:00:00Z',
      creator: { name: 'Grace Hopper' },
    };
    serve(['admin'], [tagged]);
    openList();
    const row = (await screen.findByRole('cell', { name: 'sample-files' })).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    const cellOf = (header: string) => cells[headers.indexOf(header)]!;
    expect(cellOf('Tags')).toHaveTextContent('team: payments+2 more');
    expect(cellOf('Created By')).toHaveTextContent('Grace Hopper');
    expect(within(cellOf('Last Run')).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-03-03T08:00:00Z');
    expect(within(cellOf('Last Failed')).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-03-02T09:00:00Z');
    const query = API.calls('GET', '/api/db/config_scrapers_with_status')[0]!.query;
    expect(query.get('select')).toContain('creator:created_by(name)');
    expect(query.get('select')).toContain('job_last_failed');
  });

  it('gives the secondary columns a priority so the table fits at 1280 px', async () => {
    serve(['admin']);
    openList();
    await screen.findByRole('cell', { name: 'sample-files' });
    const hiddenBelow = (header: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent?.trim() === header)!.className;
    for (const header of ['Source', 'Last Failed', 'Created', 'Created By']) expect(hiddenBelow(header)).toContain('@7xl:table-cell');
    for (const header of ['Schedule', 'Namespace', 'Tags', 'Updated']) expect(hiddenBelow(header)).toContain('@4xl:table-cell');
    for (const header of ['Name', 'Job Status', 'Last Run']) expect(hiddenBelow(header)).not.toContain('hidden');
  });

  it('shows the default schedule when the spec names none', async () => {
    serve(['admin'], [{ ...FILE_SCRAPER, spec: { file: [] } }]);
    openList();
    const row = (await screen.findByRole('cell', { name: 'sample-files' })).closest('tr')!;
    expect(within(row).getByText('@every 60m')).toBeInTheDocument();
  });

  it('offers Add Scraper only to users who may write scrapers', async () => {
    serve(['admin']);
    openList();
    expect(await screen.findByRole('link', { name: 'Add Scraper' })).toHaveAttribute('href', '/catalog/scrapers/new');
  });

  it('hides Add Scraper from a viewer', async () => {
    serve(['viewer']);
    openList();
    await screen.findByRole('cell', { name: 'sample-files' });
    expect(screen.queryByRole('link', { name: 'Add Scraper' })).not.toBeInTheDocument();
  });

  it('opens a scraper when its row is clicked', async () => {
    serve(['admin']);
    const { router } = openList();
    await userEvent.click(await screen.findByRole('cell', { name: 'sample-files' }));
    expect(router.state.location.pathname).toBe(`/catalog/scrapers/${SCRAPER_ID}`);
  });

  it('says No resources found when there are none', async () => {
    serve(['admin'], []);
    openList();
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('shows the server error when the list cannot load', async () => {
    API.on('GET', '/api/auth/whoami', whoami(['admin'])).on('GET', '/api/db/config_scrapers_with_status', { status: 500, body: { message: 'database is down' } });
    openList();
    expect(await screen.findByText('Could not load scrapers')).toBeInTheDocument();
    expect(screen.getByText('database is down')).toBeInTheDocument();
  });

  it('shows the icon of each scraper type in the spec beside the name', async () => {
    serve(['admin'], [FILE_SCRAPER, { ...FILE_SCRAPER, id: '01900000-0000-7000-8000-0000000000b2', name: 'cluster', spec: { kubernetes: [{ clusterName: 'demo' }] } }]);
    openList();
    const files = await screen.findByRole('cell', { name: 'sample-files' });
    expect(Array.from(files.querySelectorAll('[data-icon]'), (icon) => icon.getAttribute('data-icon'))).toEqual(['file']);
    const cluster = await screen.findByRole('cell', { name: 'cluster' });
    expect(Array.from(cluster.querySelectorAll('[data-icon]'), (icon) => icon.getAttribute('data-icon'))).toEqual(['k8s']);
  });
});
