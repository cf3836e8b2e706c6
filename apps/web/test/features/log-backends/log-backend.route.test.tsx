import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LogBackendRoute } from '#src/features/log-backends/routes/log-backend.route.tsx';
import { editorText, pasteIntoEditor } from '#test/support/code-editor.ts';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

const API = fakeServerForEachTest();
const ID = '01900000-0000-7000-8000-000000000401';

const LOKI = {
  id: ID,
  name: 'cluster logs',
  labels: null,
  spec: { loki: [{ url: 'http://loki:3100' }] },
  source: 'UI',
  created_by: null,
  creator: null,
  created_at: '2025-03-01T08:00:00Z',
  updated_at: '2025-03-02T08:00:00Z',
};

function serve(backend: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/logging_backends', { body: backend ? [backend] : [] });
}

function open(id: string) {
  return renderRoute(<LogBackendRoute />, { path: '/settings/logging_backends/:id?', address: `/settings/logging_backends/${id}` });
}

describe('Log backend detail', () => {
  it('shows a stored backend as YAML with its name fixed, and Update and Delete', async () => {
    serve(LOKI);
    open(ID);
    const editor = await screen.findByLabelText('Spec (YAML)');
    expect(editorText(editor)).toBe('loki:\n  - url: http://loki:3100\n');
    expect(screen.getByLabelText('Name')).toHaveValue('cluster logs');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/logging_backends')[0]!.query;
    expect(query.get('id')).toBe(`eq.${ID}`);
    expect(query.get('deleted_at')).toBe('is.null');
  });

  it('asks the server for the LoggingBackend schema, for completion and inline errors', async () => {
    serve(LOKI);
    API.on('GET', '/api/schemas/LoggingBackend.schema.json', { body: { type: 'object', properties: { spec: { type: 'object' } } } });
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    await waitFor(() => expect(API.calls('GET', '/api/schemas/LoggingBackend.schema.json')).toHaveLength(1));
  });

  it('says No resources found for an id that does not exist (or was deleted)', async () => {
    serve(null);
    open(ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('saves a new backend from the UI, taking the name from a whole LoggingBackend document, and returns to the list', async () => {
    serve(null);
    API.on('POST', '/api/db/logging_backends', { status: 201, body: [] });
    const { router } = open('new');
    pasteIntoEditor(
      await screen.findByLabelText('Spec (YAML)'),
      ['apiVersion: mission-control.flanksource.com/v1', 'kind: LoggingBackend', 'metadata:', '  name: search', 'spec:', '  opensearch:', '    - url: http://search:9200', '      index: logs-*'].join('\n'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('search');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/logging_backends'));
    expect(API.calls('POST', '/api/db/logging_backends')[0]!.body).toEqual({
      name: 'search',
      source: 'UI',
      spec: { opensearch: [{ url: 'http://search:9200', index: 'logs-*' }] },
    });
    expect(await screen.findByText('search created successfully')).toBeInTheDocument();
  });

  it('requires a name before saving, and sends nothing', async () => {
    serve(null);
    open('new');
    await screen.findByLabelText('Spec (YAML)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(API.calls('POST', '/api/db/logging_backends')).toHaveLength(0);
  });

  it("updates a stored backend's spec and says '<name> updated successfully'", async () => {
    serve(LOKI);
    API.on('PATCH', '/api/db/logging_backends', { body: [] });
    const { router } = open(ID);
    pasteIntoEditor(await screen.findByLabelText('Spec (YAML)'), 'loki:\n  - url: http://loki.monitoring:3100\n');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('cluster logs updated successfully')).toBeInTheDocument();
    const patch = API.calls('PATCH', '/api/db/logging_backends')[0]!;
    expect((patch.body as { spec: unknown }).spec).toEqual({ loki: [{ url: 'http://loki.monitoring:3100' }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/logging_backends'));
  });

  it("shows the server's refusal of a spec field at the editor", async () => {
    serve(LOKI);
    API.on('PATCH', '/api/db/logging_backends', {
      status: 400,
      body: { code: '23514', message: "Invalid logging backend spec: spec.file[0]: files on the server's host may only be read by a backend an administrator saves" },
    });
    open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Spec (YAML)')).toHaveAccessibleDescription("spec.file[0]: files on the server's host may only be read by a backend an administrator saves"),
    );
  });

  it('deletes a backend softly after confirmation', async () => {
    serve(LOKI);
    API.on('PATCH', '/api/db/logging_backends', { body: [] });
    open(ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Log Backend' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('cluster logs deleted successfully')).toBeInTheDocument();
    expect(Object.keys(API.calls('PATCH', '/api/db/logging_backends')[0]!.body as object)).toEqual(['deleted_at']);
  });

  it.each([['viewer'], ['responder']])('shows a backend to a %s read-only, without Update or Delete', async (role) => {
    serve(LOKI, [role]);
    open(ID);
    await screen.findByLabelText('Spec (YAML)');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('shows a backend from another source read-only with where it comes from', async () => {
    serve({ ...LOKI, source: 'kubernetes/0190-abc' });
    open(ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by kubernetes/0190-abc');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});
