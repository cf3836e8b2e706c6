import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlaybooksRoute } from '#src/features/playbooks/routes/playbooks.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { FROM_GIT, RESTART, servePlaybooks } from './support/playbooks-api.ts';

const API = fakeServerForEachTest();

async function openForm(button: string) {
  renderRoute(<PlaybooksRoute />, { path: '/playbooks', address: '/playbooks' });
  await screen.findByRole('article', { name: 'Restart pod' });
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('Spec (YAML)');
  return dialog;
}

describe('Playbook form', () => {
  it('creates a playbook named after its title, from the UI, with the columns its spec sets', async () => {
    servePlaybooks(API).on('POST', '/api/db/playbooks', { status: 201, body: [] });
    const dialog = await openForm('Add Playbook');
    expect(within(dialog).getByRole('heading', { name: 'Create Playbook' })).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Flush cache');
    pasteIntoEditor(within(dialog).getByLabelText('Spec (YAML)'), 'category: Cache\ndescription: Empties redis\nactions:\n  - name: flush\n    exec:\n      script: redis-cli flushall\n');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Playbook Spec created successfully')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/playbooks')[0]!.body).toEqual({
      name: 'Flush cache',
      title: 'Flush cache',
      source: 'UI',
      category: 'Cache',
      description: 'Empties redis',
      icon: null,
      spec: { category: 'Cache', description: 'Empties redis', actions: [{ name: 'flush', exec: { script: 'redis-cli flushall' } }] },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("requires a title and a spec ('This field is required') and sends nothing", async () => {
    servePlaybooks(API);
    const dialog = await openForm('Add Playbook');
    pasteIntoEditor(within(dialog).getByLabelText('Spec (YAML)'), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('This field is required');
    expect(API.calls('POST', '/api/db/playbooks')).toHaveLength(0);
  });

  it('says why text that is not YAML is not saved, and takes the title from a whole Playbook document', async () => {
    servePlaybooks(API);
    const dialog = await openForm('Add Playbook');
    const editor = within(dialog).getByLabelText('Spec (YAML)');
    pasteIntoEditor(editor, 'actions: [\n');
    expect(editor).toHaveAccessibleDescription(/^Not valid YAML.*Not saved until fixed\.$/);
    pasteIntoEditor(editor, 'apiVersion: mission-control.flanksource.com/v1\nkind: Playbook\nmetadata:\n  name: restart-deploy\nspec:\n  actions: []\n');
    expect(editor).not.toHaveAccessibleDescription();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('restart-deploy');
  });

  it('checks the spec against the playbook-spec schema', async () => {
    servePlaybooks(API).on('GET', '/api/schemas/playbook-spec.schema.json', { body: { type: 'object' } });
    await openForm('Add Playbook');
    await waitFor(() => expect(API.calls('GET', '/api/schemas/playbook-spec.schema.json')).toHaveLength(1));
  });

  it('edits a stored playbook: its title and spec are shown, PATCH keeps its name', async () => {
    servePlaybooks(API).on('PATCH', '/api/db/playbooks', { body: [] });
    const dialog = await openForm('Edit Restart pod');
    expect(within(dialog).getByRole('heading', { name: 'Edit Playbook' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Restart pod');
    expect(editorText(within(dialog).getByLabelText('Spec (YAML)'))).toContain('kubectl delete pod');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Restart the pod');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Playbook Spec updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/playbooks')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${RESTART.id}`);
    expect(patch.body).toMatchObject({ title: 'Restart the pod', category: 'Kubernetes', spec: RESTART.spec });
    expect(patch.body).not.toHaveProperty('name');
  });

  it("says 'Unable to update playbook spec: {message}' and shows a refusal naming a spec field at the editor", async () => {
    servePlaybooks(API).on('PATCH', '/api/db/playbooks', { status: 400, body: { message: 'Invalid playbook spec: spec.actions[0]: exec or http is required' } });
    const dialog = await openForm('Edit Restart pod');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Unable to update playbook spec: Invalid playbook spec: spec.actions[0]: exec or http is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Spec (YAML)')).toHaveAccessibleDescription('spec.actions[0]: exec or http is required');
    expect(screen.getByRole('dialog', { name: 'Edit Playbook' })).toBeInTheDocument();
  });

  it('shows a playbook from elsewhere read-only, with where it comes from', async () => {
    servePlaybooks(API);
    const dialog = await openForm(`Edit ${FROM_GIT.title}`);
    expect(within(dialog).getByRole('heading', { name: 'View Playbook' })).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent('This playbook is read-only: it is managed by gitops/keys.');
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
