import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TeamRoute } from '#src/features/teams/routes/team.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000601';

const TEAM = {
  id: ID,
  name: 'Payments',
  icon: 'group',
  spec: { responder_clients: { webhook: { url: 'https://hooks.example.com/payments' } } },
  source: 'UI',
  created_by: null,
  creator: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};

function serve(team: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/teams', { body: team ? [team] : [] });
}

/** The optional id lets the return to the list land on a route rather than a 404. */
function open(id: string, query = '') {
  return renderRoute(<TeamRoute />, { path: '/settings/teams/:id?', address: `/settings/teams/${id}${query}` });
}

describe('Team detail: spec', () => {
  it('shows a stored team with its name fixed, its icon and its spec, and the Spec, Members and Job History tabs', async () => {
    serve(TEAM);
    open(ID);
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(editorText(editor)).toBe('responder_clients:\n  webhook:\n    url: https://hooks.example.com/payments\n');
    expect(screen.getByLabelText('Name')).toHaveValue('Payments');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Icon')).toHaveValue('group');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Spec', 'Members', 'Job History']);
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/teams')[0]!.query;
    expect(query.get('id')).toBe(`eq.${ID}`);
    expect(query.get('deleted_at')).toBe('is.null');
  });

  it('says No resources found for an id that does not exist (or was deleted)', async () => {
    serve(null);
    open(ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('requires a name before saving a new team, and sends nothing', async () => {
    serve(null);
    open('new');
    await screen.findByLabelText('Spec (YAML)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/teams')).toHaveLength(0);
  });

  it('adds a team with its name, icon and spec from the UI and returns to the list', async () => {
    serve(null);
    API.on('POST', '/api/db/teams', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'Storage');
    await userEvent.type(screen.getByLabelText('Icon'), 'database');
    pasteIntoEditor(screen.getByLabelText('Spec (YAML)'), 'responder_clients:\n  email:\n    to: storage@example.com\n');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/teams'));
    expect(API.calls('POST', '/api/db/teams')[0]!.body).toEqual({
      name: 'Storage',
      icon: 'database',
      source: 'UI',
      spec: { responder_clients: { email: { to: 'storage@example.com' } } },
    });
    expect(await screen.findByText('Storage created successfully')).toBeInTheDocument();
  });

  it("updates a stored team's icon and spec, says '<name> updated successfully' and returns to the list", async () => {
    serve(TEAM);
    API.on('PATCH', '/api/db/teams', { body: [] });
    const { router } = open(ID);
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'responder_clients: {}\n');
    await userEvent.clear(screen.getByLabelText('Icon'));
    await userEvent.type(screen.getByLabelText('Icon'), 'slack');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Payments updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/teams')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect(patch.body).toMatchObject({ icon: 'slack', spec: { responder_clients: {} } });
    expect(patch.body).not.toHaveProperty('name');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/teams'));
  });

  it("shows the server's refusal of the responder clients under the editor and stays on the page", async () => {
    serve(TEAM);
    API.on('PATCH', '/api/db/teams', {
      status: 400,
      body: { code: '23514', message: 'Invalid team spec: spec.responder_clients.jira: must be an object' },
    });
    const { router } = open(ID);
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'responder_clients:\n  jira: nope\n');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.responder_clients.jira: must be an object'));
    expect(screen.queryByText('Payments updated successfully')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/settings/teams/${ID}`);
  });

  it('deletes a team softly after confirmation and says so', async () => {
    serve(TEAM);
    API.on('PATCH', '/api/db/teams', { body: [] });
    const { router } = open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payments deleted successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/teams')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${ID}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
    expect(API.calls('DELETE', '/api/db/teams')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/teams'));
  });

  it.each([['editor'], ['viewer']])('shows a team read-only, without Update or Delete, to the role %s', async (role) => {
    serve(TEAM, [role]);
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    expect(screen.getByLabelText('Icon')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows a team from another source read-only with where it comes from', async () => {
    serve({ ...TEAM, source: 'kubernetes/0190-abc' });
    open(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("lists the team's jobs on the Job History tab, from ?tab=jobHistory", async () => {
    serve(TEAM);
    API.on('GET', '/api/db/job_history', { body: [] });
    open(ID, '?tab=jobHistory');
    expect(await screen.findByText('No job runs yet')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Job History' })).toHaveAttribute('aria-selected', 'true');
    const query = API.calls('GET', '/api/db/job_history')[0]!.query;
    expect(query.get('resource_type')).toBe('eq.team');
    expect(query.get('resource_id')).toBe(`eq.${ID}`);
  });
});
