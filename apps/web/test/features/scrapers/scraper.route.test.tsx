import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ScraperRoute } from '#src/features/scrapers/routes/scraper.route.tsx';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { editorText, pasteIntoEditor, typeAtEnd } from '#test/support/code-editor.ts';
import { FILE_SCRAPER, SCRAPER_ID } from './scraper-fixtures.ts';

const API = fakeServerForEachTest();

function serve(scraper: object | null, roles = ['admin']) {
  API.on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/db/config_scrapers_with_status', { body: scraper ? [scraper] : [] });
}

/** The optional id lets the return to the list land on a route rather than a 404. */
function open(id: string) {
  return renderRoute(<ScraperRoute />, { path: '/catalog/scrapers/:id?', address: `/catalog/scrapers/${id}` });
}

/** The spec editor, once its lazily loaded code is in. */
function specEditor() {
  return screen.findByLabelText('Spec (YAML)');
}

describe('Scraper detail', () => {
  it('shows a stored scraper with its name fixed and its spec, with Update, Delete and Run Now', async () => {
    serve(FILE_SCRAPER);
    open(SCRAPER_ID);
    expect(await screen.findByLabelText('Name')).toHaveValue('sample-files');
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    const shown = editorText(await specEditor());
    expect(shown).toContain('schedule: "@every 5m"\nfile:\n  - type: App::Config\n');
    expect(parse(shown)).toEqual(FILE_SCRAPER.spec);
    for (const name of ['Update', 'Delete', 'Run Now']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(API.calls('GET', '/api/db/config_scrapers_with_status')[0]!.query.get('id')).toBe(`eq.${SCRAPER_ID}`);
  });

  it('says No resources found for an id that does not exist', async () => {
    serve(null);
    open(SCRAPER_ID);
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
  });

  it('creates a new scraper from the UI and returns to the list', async () => {
    serve(null);
    API.on('POST', '/api/db/config_scrapers', { status: 201, body: [] });
    const { router } = open('new');
    await userEvent.type(await screen.findByLabelText('Name'), 'my-files');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/scrapers'));
    expect(API.calls('POST', '/api/db/config_scrapers')[0]!.body).toEqual({ name: 'my-files', spec: { schedule: '@every 60m', file: [] }, source: 'UI' });
  });

  it('refuses an empty name, and keeps Save off while the spec does not parse, naming the line', async () => {
    serve(null);
    open('new');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'broken');
    pasteIntoEditor(await specEditor(), "schedule: '@every 5m'\nfile:\n  - type: App::Config\n paths: []");
    expect(await specEditor()).toHaveAccessibleDescription('Not valid YAML at line 4: All mapping items must start at the same column. Not saved until fixed.');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(API.calls('POST', '/api/db/config_scrapers')).toHaveLength(0);
  });

  it('saves a whole ScrapeConfig document pasted as YAML: its spec, and its name when none is typed', async () => {
    serve(null);
    API.on('POST', '/api/db/config_scrapers', { status: 201, body: [] });
    const { router } = open('new');
    pasteIntoEditor(
      await specEditor(),
      [
        'apiVersion: configs.flanksource.com/v1',
        'kind: ScrapeConfig',
        'metadata:',
        '  name: app-settings',
        'spec:',
        "  schedule: '@every 10m'",
        '  file:',
        '    - type: Demo::AppConfig',
        '      id: $.metadata.name',
        "      paths: ['/etc/apps/**/*.yaml']",
      ].join('\n'),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('app-settings');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/scrapers'));
    expect(API.calls('POST', '/api/db/config_scrapers')[0]!.body).toEqual({
      name: 'app-settings',
      spec: { schedule: '@every 10m', file: [{ type: 'Demo::AppConfig', id: '$.metadata.name', paths: ['/etc/apps/**/*.yaml'] }] },
      source: 'UI',
    });
  });

  it('saves JSON typed into the editor as it is', async () => {
    serve(FILE_SCRAPER);
    API.on('PATCH', '/api/db/config_scrapers', { body: [] });
    open(SCRAPER_ID);
    pasteIntoEditor(await specEditor(), '{"schedule": "@every 2h", "file": [{"type": "App::Config", "paths": ["a/*.json"]}]}');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(API.calls('PATCH', '/api/db/config_scrapers')).toHaveLength(1));
    expect((API.calls('PATCH', '/api/db/config_scrapers')[0]!.body as { spec: unknown }).spec).toEqual({
      schedule: '@every 2h',
      file: [{ type: 'App::Config', paths: ['a/*.json'] }],
    });
  });

  it("shows the server's reason under the editor when it refuses the spec, and stays on the page", async () => {
    serve(FILE_SCRAPER);
    API.on('PATCH', '/api/db/config_scrapers', { status: 400, body: { message: 'spec.file[0].paths: is required' } });
    const { router } = open(SCRAPER_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('spec.file[0].paths: is required');
    expect(await specEditor()).toHaveAccessibleDescription('spec.file[0].paths: is required');
    expect(router.state.location.pathname).toBe(`/catalog/scrapers/${SCRAPER_ID}`);
    typeAtEnd(await specEditor(), ' ');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a scraper softly after confirmation', async () => {
    serve(FILE_SCRAPER);
    API.on('PATCH', '/api/db/config_scrapers', { body: [] });
    const { router } = open(SCRAPER_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Scraper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/catalog/scrapers'));
    const patch = API.calls('PATCH', '/api/db/config_scrapers')[0]!;
    expect(patch.query.get('id')).toBe(`eq.${SCRAPER_ID}`);
    expect(Object.keys(patch.body as object)).toEqual(['deleted_at']);
  });

  it('runs the scraper now and shows the summary it answers', async () => {
    serve(FILE_SCRAPER);
    API.on('POST', `/api/config/run/${SCRAPER_ID}`, { body: { message: 'Scraped 12 items', payload: { created: 2, updated: 10 } } });
    open(SCRAPER_ID);
    await userEvent.click(await screen.findByRole('button', { name: 'Run Now' }));
    const summary = await screen.findByRole('status', { name: 'Run summary' });
    expect(summary).toHaveTextContent('Scraped 12 items');
    expect(summary).toHaveTextContent('"created": 2');
  });

  it('shows a scraper from another source read-only with where it comes from', async () => {
    serve({ ...FILE_SCRAPER, source: 'ConfigFile' });
    open(SCRAPER_ID);
    expect(await screen.findByRole('note')).toHaveTextContent('managed by ConfigFile');
    expect(await specEditor()).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("shows a scraper of a remote agent read-only, 'Linked to' that agent", async () => {
    const agentId = '0190a1b2-0000-7000-8000-00000000ed9e';
    serve({ ...FILE_SCRAPER, agent_id: agentId, agent: { id: agentId, name: 'edge-eu-1' } });
    open(SCRAPER_ID);
    expect(await screen.findByRole('link', { name: 'Linked to edge-eu-1' })).toHaveAttribute('href', `/settings/agents?id=${agentId}`);
    expect(await specEditor()).toHaveAttribute('aria-readonly', 'true');
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });

  it("lists the scraper's job runs on the Job History tab", async () => {
    serve(FILE_SCRAPER);
    API.on('GET', '/api/db/job_history', {
      body: [{ id: 'j1', name: 'ConfigScraper', status: 'FAILED', time_start: '2025-03-03T08:00:00Z', duration_millis: 1500, success_count: 3, error_count: 1, details: null }],
    });
    open(SCRAPER_ID);
    await userEvent.click(await screen.findByRole('tab', { name: 'Job History' }));
    const table = await screen.findByRole('table', { name: 'Job history' });
    expect(await within(table).findByText('FAILED')).toBeInTheDocument();
    expect(within(table).getByText('1.5s')).toBeInTheDocument();
    const query = API.calls('GET', '/api/db/job_history')[0]!.query;
    expect(query.get('resource_type')).toBe('eq.config_scraper');
    expect(query.get('resource_id')).toBe(`eq.${SCRAPER_ID}`);
  });
});
