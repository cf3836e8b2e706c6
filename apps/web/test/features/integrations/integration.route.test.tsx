import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IntegrationRoute } from '#src/features/integrations/routes/integration.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000601';

const SCRAPER = {
  id: ID,
  name: 'cluster configs',
  namespace: 'default',
  source: 'UI',
  integration_type: 'scrapers',
  agent: null,
  spec: { schedule: '@every 5m', kubernetes: [{ clusterName: 'prod' }] },
  job_status: 'SUCCESS',
  job_details: null,
  job_name: 'ConfigScraper',
  job_time_start: '2025-03-03T09:00:00Z',
  created_by: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};

const JOB = {
  id: '01900000-0000-7000-8000-000000000701',
  name: 'ConfigScraper',
  status: 'FAILED',
  time_start: '2025-03-03T09:00:00Z',
  duration_millis: 1500,
  success_count: 3,
  error_count: 2,
  details: null,
};

function serve(integration: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/integrations_with_status', { body: integration ? [integration] : [] });
}

function open(type: string, query = '') {
  return renderRoute(<IntegrationRoute />, { path: '/settings/integrations/:type?/:id?', address: `/settings/integrations/${type}/${ID}${query}` });
}

describe('Integration detail', () => {
  it('shows the spec of an integration of its type as YAML, its name fixed, with Update and Delete', async () => {
    serve(SCRAPER);
    open('scrapers');
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(screen.getByRole('tab', { name: 'Spec', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toBeInTheDocument();
    expect(editorText(editor)).toBe('schedule: "@every 5m"\nkubernetes:\n  - clusterName: prod\n');
    expect(screen.getByLabelText('Name')).toHaveValue('cluster configs');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/integrations_with_status')[0]!.query;
    expect(query.get('id')).toBe(`eq.${ID}`);
    expect(query.get('integration_type')).toBe('eq.scrapers');
  });

  it("updates the spec in the integration's own table and returns to the integrations", async () => {
    serve(SCRAPER);
    API.on('PATCH', '/api/db/config_scrapers', { body: [] });
    const { router } = open('scrapers');
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'schedule: "@every 10m"\nkubernetes:\n  - clusterName: prod\n');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/integrations'));
    const patch = API.calls('PATCH', '/api/db/config_scrapers')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect((patch.body as { spec: unknown }).spec).toEqual({ schedule: '@every 10m', kubernetes: [{ clusterName: 'prod' }] });
    expect(await screen.findByText('cluster configs updated successfully')).toBeInTheDocument();
  });

  it('deletes a topology softly after confirmation and returns to the integrations', async () => {
    serve({ ...SCRAPER, name: 'shop', integration_type: 'topologies', spec: { components: [] } });
    API.on('PATCH', '/api/db/topologies', { body: [] });
    const { router } = open('topologies');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Topology' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/integrations'));
    expect(Object.keys(API.calls('PATCH', '/api/db/topologies')[0]!.body as object)).toEqual(['deleted_at']);
    expect(await screen.findByText('shop deleted successfully')).toBeInTheDocument();
  });

  it("shows the server's refusal of a spec field at the editor", async () => {
    serve({ ...SCRAPER, name: 'loki', integration_type: 'logging_backends', spec: { loki: [{ url: 'http://loki:3100' }] } });
    API.on('PATCH', '/api/db/logging_backends', { status: 400, body: { code: '23514', message: 'Invalid logging backend spec: spec.loki[0].url: url is required' } });
    open('logging_backends');
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.loki[0].url: url is required'));
  });

  it('shows an integration from another source read-only, without Update or Delete', async () => {
    serve({ ...SCRAPER, source: 'kubernetes/0190-abc' });
    open('scrapers');
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    await screen.findByLabelText('Spec (YAML)');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows the job history on the Job History tab', async () => {
    serve(SCRAPER);
    API.on('GET', '/api/db/job_history', { body: [JOB] });
    open('scrapers', '?tab=jobHistory');
    const row = (await screen.findByRole('cell', { name: 'ConfigScraper' })).closest('tr')!;
    expect(within(row).getByText('FAILED')).toBeInTheDocument();
    expect(within(row).getByText('1.5s')).toBeInTheDocument();
    expect(API.calls('GET', '/api/db/job_history')[0]!.query.get('resource_id')).toBe(`eq.${ID}`);
  });

  it("says 'Unknown type' for a type that is not an integration, asking nothing of the server", async () => {
    serve(SCRAPER);
    open('canaries');
    expect(await screen.findByText('Unknown type')).toBeInTheDocument();
    expect(API.calls('GET', '/api/db/integrations_with_status')).toHaveLength(0);
  });

  it('says No resources found for an id that does not exist', async () => {
    serve(null);
    open('topologies');
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });
});
