import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IncidentRuleRoute } from '#src/features/incident-rules/routes/incident-rule.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000201';

const RULE = {
  id: ID,
  name: 'Failing checks',
  spec: { filter: { checks: [{ name: 'checkout' }] }, autoResolve: true },
  source: 'UI',
  created_by: null,
  creator: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};

function serve(rule: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/incident_rules', { body: rule ? [rule] : [] });
}

/** The optional id lets the return to the list land on a route rather than a 404. */
function open(id: string, query = '') {
  return renderRoute(<IncidentRuleRoute />, { path: '/settings/incident_rules/:id?', address: `/settings/incident_rules/${id}${query}` });
}

describe('Incident rule detail', () => {
  it('shows a stored rule as YAML with its name fixed, and Update and Delete', async () => {
    serve(RULE);
    open(ID);
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(editorText(editor)).toBe('filter:\n  checks:\n    - name: checkout\nautoResolve: true\n');
    expect(screen.getByLabelText('Name')).toHaveValue('Failing checks');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/incident_rules')[0]!.query;
    expect(query.get('id')).toBe(`eq.${ID}`);
    expect(query.get('deleted_at')).toBe('is.null');
  });

  it('asks the server for the IncidentRule schema, for completion and inline errors', async () => {
    serve(RULE);
    API.on('GET', '/api/schemas/IncidentRule.schema.json', { body: { type: 'object', properties: { spec: { type: 'object' } } } });
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    await waitFor(() => expect(API.calls('GET', '/api/schemas/IncidentRule.schema.json')).toHaveLength(1));
  });

  it('says No resources found for an id that does not exist (or was deleted)', async () => {
    serve(null);
    open(ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('requires a name before saving a new rule, and sends nothing', async () => {
    serve(null);
    open('new');
    await screen.findByLabelText('Spec (YAML)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/incident_rules')).toHaveLength(0);
  });

  it('saves a new rule from the UI, says so and returns to the list', async () => {
    serve(null);
    API.on('POST', '/api/db/incident_rules', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'Checkout down');
    pasteIntoEditor(screen.getByLabelText('Spec (YAML)'), 'filter:\n  checks:\n    - name: checkout\ntemplate:\n  severity: high\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/incident_rules'));
    expect(API.calls('POST', '/api/db/incident_rules')[0]!.body).toEqual({
      name: 'Checkout down',
      source: 'UI',
      spec: { filter: { checks: [{ name: 'checkout' }] }, template: { severity: 'high' } },
    });
    expect(await screen.findByText('Checkout down created successfully')).toBeInTheDocument();
  });

  it('takes the name and spec from a whole IncidentRule document pasted in', async () => {
    serve(null);
    API.on('POST', '/api/db/incident_rules', { status: 201, body: [] });
    open('new');
    pasteIntoEditor(
      await screen.findByLabelText('Spec (YAML)'),
      ['apiVersion: mission-control.flanksource.com/v1', 'kind: IncidentRule', 'metadata:', '  name: pods', 'spec:', '  filter:', '    insights:', '      - types: [Kubernetes::Pod]'].join('\n'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('pods');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(API.calls('POST', '/api/db/incident_rules')).toHaveLength(1));
    expect(API.calls('POST', '/api/db/incident_rules')[0]!.body).toMatchObject({ name: 'pods', spec: { filter: { insights: [{ types: ['Kubernetes::Pod'] }] } } });
  });

  it('keeps Save off while the text does not parse', async () => {
    serve(null);
    open('new');
    const editor = await screen.findByLabelText('Spec (YAML)');
    pasteIntoEditor(editor, 'filter:\n  checks: [\n');
    expect(editor).toHaveAccessibleDescription(/^Not valid YAML.*Not saved until fixed\.$/);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    pasteIntoEditor(editor, 'filter:\n  checks: []\n');
    expect(editor).not.toHaveAccessibleDescription();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("updates a stored rule's spec, says '<name> updated successfully' and returns to the list", async () => {
    serve(RULE);
    API.on('PATCH', '/api/db/incident_rules', { body: [] });
    const { router } = open(ID);
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'filter:\n  checks:\n    - name: payments\n');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failing checks updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/incident_rules')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect((patch.body as { spec: unknown }).spec).toEqual({ filter: { checks: [{ name: 'payments' }] } });
    expect(patch.body).not.toHaveProperty('name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/incident_rules'));
  });

  it("shows the server's refusal of a spec field at the editor and stays on the page", async () => {
    serve(RULE);
    API.on('PATCH', '/api/db/incident_rules', {
      status: 400,
      body: { code: '23514', message: 'Invalid incident rule spec: spec.filter: must select checks or insights (filter.checks or filter.insights)' },
    });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.filter: must select checks or insights (filter.checks or filter.insights)'),
    );
    expect(router.state.location.pathname).toBe(`/settings/incident_rules/${ID}`);
  });

  it('deletes a rule softly after confirmation', async () => {
    serve(RULE);
    API.on('PATCH', '/api/db/incident_rules', { body: [] });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Incident Rule' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failing checks deleted successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/incident_rules')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    expect(API.calls('DELETE', '/api/db/incident_rules')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/incident_rules'));
  });

  it.each([['viewer'], ['responder']])('shows a rule to a %s read-only, without Update or Delete', async (role) => {
    serve(RULE, [role]);
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows a rule from another source read-only with where it comes from', async () => {
    serve({ ...RULE, source: 'kubernetes/0190-abc' });
    open(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lists the incidents the rule opened on the Incidents opened tab, each linking to its incident', async () => {
    serve(RULE);
    API.on('GET', '/api/db/incidents', {
      body: [{ id: 'i-2', incident_id: 'INC-7', title: 'checkout is failing', status: 'open', severity: 'high', created_at: '2025-03-03T08:00:00Z' }],
    });
    open(ID);
    await userEvent.click(await screen.findByRole('tab', { name: 'Incidents opened' }));
    expect(await screen.findByRole('link', { name: 'INC-7' })).toHaveAttribute('href', '/incidents/i-2');
    expect(screen.getByText('checkout is failing')).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/incidents')[0]!.query;
    expect(query.get('incident_rule_id')).toBe(`eq.${ID}`);
    expect(query.get('order')).toBe('created_at.desc');
  });

  it('says so when the rule has opened no incident, and opens on that tab from ?tab=incidents', async () => {
    serve(RULE);
    API.on('GET', '/api/db/incidents', { body: [] });
    open(ID, '?tab=incidents');
    expect(await screen.findByText('No incidents opened yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Incidents opened' })).toHaveAttribute('aria-selected', 'true');
  });
});
