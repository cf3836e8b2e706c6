import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CanaryRoute } from '#src/features/canaries/routes/canary.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { backspaceAtEnd, editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { chooseOption } from '#test/support/kit-select.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000101';

const WEB = {
  id: ID,
  name: 'web-checks',
  namespace: 'prod',
  labels: null,
  spec: { schedule: '@every 1m', http: [{ name: 'home', url: 'https://example.test', responseCodes: [200], thresholdMillis: 500 }] },
  schedule: '@every 1m',
  source: 'UI',
  created_by: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'SUCCESS',
  job_time_start: '2025-03-03T08:00:00Z',
  job_last_failed: null,
};

function serve(canary: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/canaries_with_status', { body: canary ? [canary] : [] });
}

/** The optional id lets the return to the list land on a route rather than a 404. */
function open(id: string) {
  return renderRoute(<CanaryRoute />, { path: '/settings/canaries/:id?', address: `/settings/canaries/${id}` });
}

describe('Health check detail', () => {
  it('shows a stored http canary in the form with its name fixed, and Update and Delete', async () => {
    serve(WEB);
    open(ID);
    expect(await screen.findByLabelText('URL')).toHaveValue('https://example.test');
    expect(screen.getByLabelText('Name')).toHaveValue('web-checks');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Schedule')).toHaveValue('@every 1m');
    expect(screen.getByLabelText('Response codes')).toHaveValue('200');
    expect(screen.getByLabelText('Threshold (ms)')).toHaveValue('500');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(API.calls('GET', '/api/db/canaries_with_status')[0]!.query.get('id')).toBe(`eq.${ID}`);
  });

  it('says No resources found for an id that does not exist', async () => {
    serve(null);
    open(ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('requires name, check name and url before saving a new canary, and sends nothing', async () => {
    serve(null);
    open('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add HTTP check' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(screen.getByLabelText('Schedule')).toHaveValue('@every 30s');
    expect(API.calls('POST', '/api/db/canaries')).toHaveLength(0);
  });

  it('asks for at least one check', async () => {
    serve(null);
    open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'empty');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one check')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/canaries')).toHaveLength(0);
  });

  it('rejects a threshold that is not a number or is below 0', async () => {
    serve(null);
    open('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Add TCP check' }));
    const threshold = screen.getByLabelText('Threshold (ms)');
    await userEvent.type(threshold, 'abc');
    expect(await screen.findByText('This field must be a number')).toBeInTheDocument();
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '-5');
    expect(await screen.findByText('Must be 0 or more')).toBeInTheDocument();
  });

  it('saves a new canary with a POST http check and its body, then returns to the list', async () => {
    serve(null);
    API.on('POST', '/api/db/canaries', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'shop');
    await userEvent.click(screen.getByRole('button', { name: 'Add HTTP check' }));
    const check = screen.getByRole('group', { name: 'HTTP check 1' });
    await userEvent.type(within(check).getByLabelText('Check name'), 'order');
    await userEvent.type(within(check).getByLabelText('URL'), 'https://shop.test/order');
    expect(within(check).queryByLabelText('Body')).not.toBeInTheDocument();
    await chooseOption(within(check).getByLabelText('Method'), 'POST');
    await userEvent.type(within(check).getByLabelText('Body'), 'ping');
    await userEvent.type(within(check).getByLabelText('Response codes'), '200, 201');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/canaries'));
    expect(API.calls('POST', '/api/db/canaries')[0]!.body).toEqual({
      name: 'shop',
      namespace: 'default',
      schedule: '@every 30s',
      source: 'UI',
      spec: { schedule: '@every 30s', http: [{ name: 'order', url: 'https://shop.test/order', method: 'POST', body: 'ping', responseCodes: [200, 201] }] },
    });
    expect(await screen.findByText('shop created successfully')).toBeInTheDocument();
  });

  it('updates the spec of a stored canary and says so', async () => {
    serve(WEB);
    API.on('PATCH', '/api/db/canaries', { body: [] });
    const { router } = open(ID);
    const url = await screen.findByLabelText('URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.test/health');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('web-checks updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/canaries')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect((patch.body as { spec: unknown }).spec).toEqual({
      schedule: '@every 1m',
      http: [{ name: 'home', url: 'https://example.test/health', method: 'GET', responseCodes: [200], thresholdMillis: 500 }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/canaries'));
  });

  it('shows the reason when the server refuses the spec and stays on the page', async () => {
    serve(WEB);
    API.on('PATCH', '/api/db/canaries', { status: 400, body: { message: 'spec.http[0].url: must be an http or https URL' } });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('spec.http[0].url: must be an http or https URL')).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe(`/settings/canaries/${ID}`);
  });

  it('deletes a canary softly after confirmation', async () => {
    serve(WEB);
    API.on('PATCH', '/api/db/canaries', { body: [] });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Health Check' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('web-checks deleted successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/canaries')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    expect(API.calls('DELETE', '/api/db/canaries')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/canaries'));
  });

  it('shows a canary from another source read-only with where it comes from', async () => {
    serve({ ...WEB, source: 'kubernetes/0190-abc' });
    open(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    expect(screen.getByLabelText('Schedule')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows a canary of a remote agent read-only, 'Linked to' that agent instead of the save button", async () => {
    const agentId = '0190a1b2-0000-7000-8000-00000000ed9e';
    serve({ ...WEB, agent_id: agentId, agent: { id: agentId, name: 'edge-eu-1' } });
    open(ID);
    const link = await screen.findByRole('link', { name: 'Linked to edge-eu-1' });
    expect(link).toHaveAttribute('href', `/settings/agents?id=${agentId}`);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(API.calls('GET', '/api/db/canaries_with_status')[0]!.query.get('select')).toBe('*,agent:agent_id(id,name)');
  });

  it('links a source naming a resource of the app to its page', async () => {
    serve({ ...WEB, source: 'topology/0190-top' });
    open(ID);
    expect(await screen.findByRole('link', { name: 'topology/0190-top' })).toHaveAttribute('href', '/settings/topologies/0190-top');
  });

  it('edits other check types as YAML and keeps Update off while the text does not parse', async () => {
    const spec = { schedule: '@every 5m', exec: [{ name: 'disk', script: 'df -h' }] };
    serve({ ...WEB, spec });
    API.on('PATCH', '/api/db/canaries', { body: [] });
    open(ID);
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(editorText(editor)).toBe('schedule: "@every 5m"\nexec:\n  - name: disk\n    script: df -h\n');
    pasteIntoEditor(editor, 'schedule: "@every 1h"\nexec:\n  - name: disk\n    script: df -h\n   timeout: 5');
    expect(editor).toHaveAccessibleDescription(/^Not valid YAML at line 5: .*Not saved until fixed\.$/);
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
    backspaceAtEnd(editor, ' timeout: 5'.length);
    expect(editor).not.toHaveAccessibleDescription();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(API.calls('PATCH', '/api/db/canaries')).toHaveLength(1));
    expect((API.calls('PATCH', '/api/db/canaries')[0]!.body as { spec: unknown }).spec).toEqual({ schedule: '@every 1h', exec: [{ name: 'disk', script: 'df -h' }] });
  });

  it('creates a canary from a whole Canary document pasted in the YAML editor', async () => {
    serve(null);
    API.on('POST', '/api/db/canaries', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit as YAML' }));
    const editor = await screen.findByLabelText('Spec (YAML)');
    pasteIntoEditor(
      editor,
      ['apiVersion: canaries.flanksource.com/v1', 'kind: Canary', 'metadata:', '  name: disk-space', '  namespace: ops', 'spec:', '  schedule: "@every 10m"', '  exec:', '    - name: disk', '      script: df -h'].join('\n'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('disk-space');
    expect(screen.getByLabelText('Namespace')).toHaveValue('ops');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/canaries'));
    expect(API.calls('POST', '/api/db/canaries')[0]!.body).toMatchObject({
      name: 'disk-space',
      namespace: 'ops',
      spec: { schedule: '@every 10m', exec: [{ name: 'disk', script: 'df -h' }] },
    });
  });

  it('shows a refusal naming a spec field under the YAML editor', async () => {
    serve({ ...WEB, spec: { schedule: '@every 5m', exec: [{ name: 'disk' }] } });
    API.on('PATCH', '/api/db/canaries', { status: 400, body: { message: 'spec.exec[0].script: is required' } });
    open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.exec[0].script: is required'));
  });

  it('lists the job runs on the Job History tab with their status colours', async () => {
    serve(WEB);
    API.on('GET', '/api/db/job_history', {
      body: [
        { id: 'j2', name: 'CanaryRun', status: 'WARNING', time_start: '2025-03-03T08:00:00Z', duration_millis: 1500, success_count: 1, error_count: 1, details: null },
        { id: 'j1', name: 'CanaryRun', status: 'SKIPPED', time_start: '2025-03-03T07:00:00Z', duration_millis: 20, success_count: 0, error_count: 0, details: null },
      ],
    });
    open(ID);
    await userEvent.click(await screen.findByRole('tab', { name: 'Job History' }));
    expect(await screen.findByText('WARNING')).toHaveClass('bg-orange-100');
    expect(screen.getByText('SKIPPED')).toHaveClass('bg-gray-100');
    expect(screen.getByText('1.5s')).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/job_history')[0]!.query;
    expect(query.get('resource_type')).toBe('eq.canary');
    expect(query.get('resource_id')).toBe(`eq.${ID}`);
    expect(query.get('order')).toBe('time_start.desc');
  });

  it("opens on the Job History tab from the list's View details (?tab=jobHistory)", async () => {
    serve(WEB);
    API.on('GET', '/api/db/job_history', {
      body: [{ id: 'j1', name: 'CanaryRun', status: 'WARNING', time_start: '2025-03-03T08:00:00Z', duration_millis: 1500, success_count: 1, error_count: 1, details: null }],
    });
    renderRoute(<CanaryRoute />, { path: '/settings/canaries/:id?', address: `/settings/canaries/${ID}?tab=jobHistory` });
    expect(await screen.findByText('WARNING')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toHaveAttribute('aria-selected', 'true');
  });
});
