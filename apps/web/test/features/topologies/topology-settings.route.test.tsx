import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TopologySettingsRoute } from '#src/features/topologies/routes/topology-settings.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { chooseOption } from '#test/support/kit-select.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000301';

const SHOP = {
  id: ID,
  name: 'shop',
  namespace: 'retail',
  labels: null,
  spec: { type: 'Application', components: [{ name: 'api', type: 'Service' }] },
  schedule: null,
  source: 'UI',
  created_by: null,
  creator: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
  job_status: 'SUCCESS',
  job_time_start: '2025-03-02T09:00:00Z',
  job_last_failed: null,
};

const TEMPLATES = [
  { name: 'kubernetes-cluster', description: 'Cluster, namespaces, workloads and pods from the catalog', spec: { type: 'KubernetesCluster', components: [{ name: 'namespaces', lookup: { configs: [{ types: ['Kubernetes::Namespace'] }] } }] } },
  { name: 'by-tag', description: 'One component per value of a tag', spec: { groupBy: { tag: 'cluster' } } },
];

function serve(topology: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/db/topologies_with_status', { body: topology ? [topology] : [] })
    .on('GET', '/api/topology/templates', { body: TEMPLATES });
}

function open(id: string, query = '') {
  return renderRoute(<TopologySettingsRoute />, { path: '/settings/topologies/:id?', address: `/settings/topologies/${id}${query}` });
}

describe('Topology settings detail', () => {
  it('shows a stored topology as YAML with its name and namespace fixed, and Update, Run Now and Delete', async () => {
    serve(SHOP);
    open(ID);
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(editorText(editor)).toBe('type: Application\ncomponents:\n  - name: api\n    type: Service\n');
    expect(screen.getByLabelText('Name')).toHaveValue('shop');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Namespace')).toHaveValue('retail');
    expect(screen.getByLabelText('Namespace')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Start from')).not.toBeInTheDocument();
    expect(API.calls('GET', '/api/db/topologies_with_status')[0]!.query.get('id')).toBe(`eq.${ID}`);
  });

  it('asks the server for the Topology schema, for completion and inline errors', async () => {
    serve(SHOP);
    API.on('GET', '/api/schemas/Topology.schema.json', { body: { type: 'object', properties: { spec: { type: 'object' } } } });
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    await waitFor(() => expect(API.calls('GET', '/api/schemas/Topology.schema.json')).toHaveLength(1));
  });

  it('says No resources found for an id that does not exist (or was deleted)', async () => {
    serve(null);
    open(ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('requires a name before saving a new topology, and sends nothing', async () => {
    serve(null);
    open('new');
    await screen.findByLabelText('Spec (YAML)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/topologies')).toHaveLength(0);
  });

  it("saves a new topology from the UI in the namespace 'default', says so and returns to the list", async () => {
    serve(null);
    API.on('POST', '/api/db/topologies', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'payments');
    expect(screen.getByLabelText('Namespace')).toHaveValue('default');
    pasteIntoEditor(screen.getByLabelText('Spec (YAML)'), 'type: Application\ncomponents:\n  - name: api\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/topologies'));
    expect(API.calls('POST', '/api/db/topologies')[0]!.body).toEqual({
      name: 'payments',
      namespace: 'default',
      source: 'UI',
      spec: { type: 'Application', components: [{ name: 'api' }] },
    });
    expect(await screen.findByText('payments created successfully')).toBeInTheDocument();
  });

  it('takes name, namespace and spec from a whole Topology document pasted in', async () => {
    serve(null);
    API.on('POST', '/api/db/topologies', { status: 201, body: [] });
    open('new');
    const namespace = await screen.findByLabelText('Namespace');
    await userEvent.clear(namespace);
    pasteIntoEditor(
      screen.getByLabelText('Spec (YAML)'),
      ['apiVersion: canaries.flanksource.com/v1', 'kind: Topology', 'metadata:', '  name: cluster', '  namespace: infra', 'spec:', '  type: KubernetesCluster'].join('\n'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('cluster');
    expect(screen.getByLabelText('Namespace')).toHaveValue('infra');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(API.calls('POST', '/api/db/topologies')).toHaveLength(1));
    expect(API.calls('POST', '/api/db/topologies')[0]!.body).toMatchObject({ name: 'cluster', namespace: 'infra', spec: { type: 'KubernetesCluster' } });
  });

  it('fills a new topology from a template the server offers', async () => {
    serve(null);
    open('new');
    await chooseOption(await screen.findByRole('combobox', { name: 'Start from' }), 'kubernetes-cluster');
    expect(screen.getByText('Cluster, namespaces, workloads and pods from the catalog')).toBeInTheDocument();
    expect(editorText(screen.getByLabelText('Spec (YAML)'))).toBe(
      'type: KubernetesCluster\ncomponents:\n  - name: namespaces\n    lookup:\n      configs:\n        - types:\n            - Kubernetes::Namespace\n',
    );
    expect(screen.getByLabelText('Name')).toHaveValue('kubernetes-cluster');
  });

  it('starts from the template named in the address (Add Integration > Custom Topology)', async () => {
    serve(null);
    open('new', '?template=by-tag');
    await waitFor(() => expect(editorText(screen.getByLabelText('Spec (YAML)'))).toBe('groupBy:\n  tag: cluster\n'));
    expect(screen.getByRole('combobox', { name: 'Start from' })).toHaveTextContent('by-tag');
  });

  it('keeps Save off while the text does not parse', async () => {
    serve(null);
    open('new');
    const editor = await screen.findByLabelText('Spec (YAML)');
    pasteIntoEditor(editor, 'components: [\n');
    expect(editor).toHaveAccessibleDescription(/^Not valid YAML.*Not saved until fixed\.$/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("updates a stored topology's spec, says '<name> updated successfully' and returns to the list", async () => {
    serve(SHOP);
    API.on('PATCH', '/api/db/topologies', { body: [] });
    const { router } = open(ID);
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'type: Website\n');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('shop updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/topologies')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect((patch.body as { spec: unknown }).spec).toEqual({ type: 'Website' });
    expect(patch.body).not.toHaveProperty('name');
    expect(patch.body).not.toHaveProperty('namespace');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/topologies'));
  });

  it("shows the server's refusal of a spec field at the editor and stays on the page", async () => {
    serve(SHOP);
    API.on('PATCH', '/api/db/topologies', { status: 400, body: { code: '23514', message: 'Invalid topology spec: spec.components[0].lookup: unknown key' } });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.components[0].lookup: unknown key'));
    expect(router.state.location.pathname).toBe(`/settings/topologies/${ID}`);
  });

  it('deletes a topology softly after confirmation', async () => {
    serve(SHOP);
    API.on('PATCH', '/api/db/topologies', { body: [] });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Topology' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('shop deleted successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/topologies')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    expect(API.calls('DELETE', '/api/db/topologies')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/topologies'));
  });

  it('runs the topology now and shows what the run built', async () => {
    serve(SHOP);
    API.on('POST', `/api/topology/run/${ID}`, {
      body: { message: 'Topology shop ran: SUCCESS', payload: { id: 'job-1', status: 'SUCCESS', success_count: 4, error_count: 0, deleted_count: 1, errors: [] } },
    });
    open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('SUCCESS');
    expect(summary).toHaveTextContent('4 components built, 1 removed');
    expect(API.calls('POST', `/api/topology/run/${ID}`)).toHaveLength(1);
  });

  it('lists the runs on the Job History tab, and opens on it from ?tab=jobHistory', async () => {
    serve(SHOP);
    API.on('GET', '/api/db/job_history', {
      body: [{ id: 'job-1', name: 'TopologyRun', status: 'FAILED', time_start: '2025-03-02T09:00:00Z', duration_millis: 1500, success_count: 3, error_count: 1, details: null }],
    });
    open(ID, '?tab=jobHistory');
    expect(await screen.findByRole('cell', { name: 'TopologyRun' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toHaveAttribute('aria-selected', 'true');
    const query = API.calls('GET', '/api/db/job_history')[0]!.query;
    expect(query.get('resource_type')).toBe('eq.topology');
    expect(query.get('resource_id')).toBe(`eq.${ID}`);
  });

  // Spec 001 §6: Run Now is shown to admin, editor, responder and commander; only writers edit.
  it.each([
    ['viewer', false],
    ['responder', true],
    ['commander', true],
  ])('shows a topology to a %s read-only, without Update or Delete (Run Now: %s)', async (role, runs) => {
    serve(SHOP, [role]);
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run Now' }) !== null).toBe(runs);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows a topology from another source read-only with where it comes from, and still lets an editor run it', async () => {
    serve({ ...SHOP, source: 'kubernetes/0190-abc' }, ['editor']);
    open(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Now' })).toBeInTheDocument();
  });

  it("shows a topology of a remote agent read-only, 'Linked to' that agent", async () => {
    const agentId = '0190a1b2-0000-7000-8000-00000000ed9e';
    serve({ ...SHOP, agent_id: agentId, agent: { id: agentId, name: 'edge-eu-1' } });
    open(ID);
    expect(await screen.findByRole('link', { name: 'Linked to edge-eu-1' })).toHaveAttribute('href', `/settings/agents?id=${agentId}`);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
