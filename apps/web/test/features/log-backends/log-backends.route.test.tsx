import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogBackendsRoute } from '#src/features/log-backends/routes/log-backends.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();

const LOKI = {
  id: '01900000-0000-7000-8000-000000000401',
  name: 'cluster logs',
  labels: { env: 'prod' },
  spec: { loki: [{ url: 'http://loki:3100' }], opensearch: [{ url: 'http://search:9200', index: 'logs-*' }] },
  source: 'UI',
  created_by: '01900000-0000-7000-8000-0000000000aa',
  creator: { name: 'Grace Hopper' },
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};
const FILES = { ...LOKI, id: '01900000-0000-7000-8000-000000000402', name: 'host files', labels: null, spec: { file: [{ paths: ['/var/log/*.log'] }] }, source: 'kubernetes/abc', creator: null };

function serve(roles: string[], rows: object[] = [LOKI, FILES]) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/logging_backends', {
    body: rows,
    headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${rows.length}` },
  });
}

function openList() {
  return renderRoute(<LogBackendsRoute />, { path: '/settings/logging_backends/:id?', address: '/settings/logging_backends' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Log Backends settings list', () => {
  it('lists the backends not deleted, newest first, with their types, source, tags and creator', async () => {
    serve(['admin']);
    openList();
    const loki = await rowOf('cluster logs');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Types', 'Source', 'Tags', 'Created', 'Updated', 'Created By']);
    const cellOf = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf(loki, 'Types')).toHaveTextContent('loki, opensearch');
    expect(cellOf(loki, 'Tags')).toHaveTextContent('env: prod');
    expect(cellOf(loki, 'Created By')).toHaveTextContent('Grace Hopper');
    const files = await rowOf('host files');
    expect(cellOf(files, 'Types')).toHaveTextContent('file');
    expect(cellOf(files, 'Source')).toHaveTextContent('kubernetes/abc');
    const query = API.calls('GET', '/api/db/logging_backends')[0]!.query;
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('select')).toContain('creator:created_by(name)');
  });

  it('says No resources found when there are no backends', async () => {
    serve(['admin'], []);
    openList();
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it.each([['admin'], ['editor']])('offers Add Log Backend to an %s', async (role) => {
    serve([role]);
    openList();
    await rowOf('cluster logs');
    expect(await screen.findByRole('link', { name: 'Add Log Backend' })).toHaveAttribute('href', '/settings/logging_backends/new');
  });

  it.each([['viewer'], ['responder']])('lists the backends to a %s without Add Log Backend', async (role) => {
    serve([role]);
    openList();
    await rowOf('cluster logs');
    expect(screen.queryByRole('link', { name: 'Add Log Backend' })).not.toBeInTheDocument();
  });

  it('opens a backend on a row click', async () => {
    serve(['admin']);
    const { router } = openList();
    (await rowOf('cluster logs')).click();
    await screen.findByRole('cell', { name: 'cluster logs' });
    expect(router.state.location.pathname).toBe(`/settings/logging_backends/${LOKI.id}`);
  });
});
