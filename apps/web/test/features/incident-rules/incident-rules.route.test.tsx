import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IncidentRulesRoute } from '#src/features/incident-rules/routes/incident-rules.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();

const FAILING = {
  id: '01900000-0000-7000-8000-000000000201',
  name: 'Failing checks',
  spec: { filter: { checks: [{ name: '*' }] } },
  source: 'UI',
  created_by: '01900000-0000-7000-8000-0000000000aa',
  creator: { name: 'Grace Hopper' },
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};
const FROM_GIT = { ...FAILING, id: '01900000-0000-7000-8000-000000000202', name: 'Pod insights', source: 'kubernetes/abc', creator: null };

function serve(roles: string[], rows: object[] = [FAILING, FROM_GIT]) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/incident_rules', {
    body: rows,
    headers: { 'Content-Range': rows.length === 0 ? '*/0' : `0-${rows.length - 1}/${rows.length}` },
  });
}

function openList() {
  return renderRoute(<IncidentRulesRoute />, { path: '/settings/incident_rules/:id?', address: '/settings/incident_rules' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

describe('Incident Rules settings list', () => {
  it('lists the rules not deleted, newest first, with Name, Source, Created, Updated and Created By', async () => {
    serve(['admin']);
    openList();
    const failing = await rowOf('Failing checks');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent?.trim());
    expect(headers).toEqual(['Name', 'Source', 'Created', 'Updated', 'Created By']);
    const cellOf = (row: HTMLElement, header: string) => within(row).getAllByRole('cell')[headers.indexOf(header)]!;
    expect(cellOf(failing, 'Source')).toHaveTextContent('UI');
    expect(cellOf(failing, 'Created By')).toHaveTextContent('Grace Hopper');
    expect(cellOf(await rowOf('Pod insights'), 'Source')).toHaveTextContent('kubernetes/abc');
    const query = API.calls('GET', '/api/db/incident_rules')[0]!.query;
    expect(query.get('deleted_at')).toBe('is.null');
    expect(query.get('order')).toBe('created_at.desc');
    expect(query.get('select')).toContain('creator:created_by(name)');
    expect(query.get('limit')).toBe('50');
  });

  it('says No resources found when there are no rules', async () => {
    serve(['admin'], []);
    openList();
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('shows the reason and a retry when the rules cannot be read', async () => {
    API.on('GET', '/api/auth/whoami', whoami(['admin'])).on('GET', '/api/db/incident_rules', { status: 500, body: { message: 'database unavailable' } });
    openList();
    expect(await screen.findByText('Could not load incident rules')).toBeInTheDocument();
    expect(screen.getByText('database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([['admin'], ['editor']])('offers Add Incident Rule to an %s', async (role) => {
    serve([role]);
    openList();
    await rowOf('Failing checks');
    expect(await screen.findByRole('link', { name: 'Add Incident Rule' })).toHaveAttribute('href', '/settings/incident_rules/new');
  });

  it.each([['viewer'], ['responder'], ['commander']])('lists the rules to a %s without Add Incident Rule', async (role) => {
    serve([role]);
    openList();
    await rowOf('Failing checks');
    expect(screen.queryByRole('link', { name: 'Add Incident Rule' })).not.toBeInTheDocument();
  });

  it('opens a rule on a row click', async () => {
    serve(['admin']);
    const { router } = openList();
    (await rowOf('Failing checks')).click();
    await screen.findByRole('cell', { name: 'Failing checks' });
    expect(router.state.location.pathname).toBe(`/settings/incident_rules/${FAILING.id}`);
  });
});
