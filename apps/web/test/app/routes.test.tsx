import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameApi, installFakeApi, json } from './support/fake-api.ts';
import { renderApp } from './support/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('route table', () => {
  it('sends / to the topology dashboard inside the frame', async () => {
    // index.html carries the bare product name until a page names itself.
    document.head.innerHTML = '<title>Vigil</title>';
    installFakeApi(frameApi());
    const app = renderApp('/');
    expect(await pageHeading('Dashboard')).toBeInTheDocument();
    expect(app.location()).toBe('/topology');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Topology | Vigil'));
  });

  it('sends /configs to the catalog', async () => {
    installFakeApi(frameApi());
    const app = renderApp('/configs');
    expect(await pageHeading('Catalog')).toBeInTheDocument();
    expect(app.location()).toBe('/catalog');
  });

  it('renders nothing of the routes until the feature flags have loaded', async () => {
    let answerProperties: (response: Response) => void = () => {};
    const api = frameApi();
    const server = installFakeApi({
      ...api,
      'GET /api/properties': () => new Promise<Response>((resolve) => (answerProperties = resolve)),
    });
    renderApp('/settings/event-queue-status');
    await waitFor(() => expect(server.callsTo('/api/properties')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    answerProperties(json([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Queue Status' })).toBeInTheDocument();
  });

  it('renders /view/topology without waiting for the feature flags', async () => {
    installFakeApi({ ...frameApi(), 'GET /api/properties': () => new Promise<Response>(() => {}) });
    renderApp('/view/topology/0190a0b0-0000-7000-8000-000000000003');
    // The fake API knows no components, so the page itself answers.
    expect(await screen.findByRole('heading', { name: 'Component not found' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
  });

  it('explains when the feature flags cannot be loaded and loads them again on request', async () => {
    let failures = 1;
    installFakeApi({
      ...frameApi(),
      'GET /api/properties': () => (failures-- > 0 ? json({ error: 'bad request', message: 'properties file is broken' }, { status: 400 }) : json([])),
    });
    renderApp('/settings/event-queue-status');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the feature flags');
    expect(alert).toHaveTextContent('properties file is broken');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Queue Status' })).toBeInTheDocument();
  });

  it('shows the Unauthorized view to a viewer on the users page', async () => {
    installFakeApi(frameApi({ roles: ['viewer'] }));
    renderApp('/settings/users');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite User' })).not.toBeInTheDocument();
  });

  it('lets an admin onto the users page', async () => {
    installFakeApi(frameApi({ roles: ['admin'] }));
    renderApp('/settings/users');
    expect(await screen.findByRole('button', { name: 'Invite User' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).not.toBeInTheDocument();
  });

  it('needs write permission for the silence form', async () => {
    installFakeApi(frameApi({ roles: ['viewer'] }));
    renderApp('/settings/notifications/silence');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
  });

  it('says a page is turned off when its feature is disabled, also through its parent', async () => {
    installFakeApi(frameApi({ properties: [{ name: 'health.disable', value: 'true' }] }));
    renderApp('/settings/jobs');
    expect(await screen.findByRole('heading', { name: 'Job History is turned off' })).toBeInTheDocument();
    expect(screen.queryByText('Job History is not available yet')).not.toBeInTheDocument();
  });

  it('answers unknown addresses and unknown settings tables with Page not found inside the frame', async () => {
    installFakeApi(frameApi());
    const app = renderApp('/no-such-page');
    expect(await pageHeading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeInTheDocument();
    await app.router.navigate('/settings/no_such_table');
    expect(await pageHeading('Page not found')).toBeInTheDocument();
  });

  it('mounts the identity screens outside the frame and without the feature flags', async () => {
    const api = installFakeApi({});
    renderApp('/login');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(api.callsTo('/api/properties')).toHaveLength(0);
  });

  it('sends the user to the session check when a call answers 401, keeping where they were', async () => {
    installFakeApi({
      'GET /api/properties': () => json({ error: 'unauthorized', message: 'no session' }, { status: 401 }),
      'GET /api/.ory/sessions/whoami': () => new Promise<Response>(() => {}),
    });
    const app = renderApp('/incidents?checkId=42');
    await waitFor(() => expect(app.location()).toBe('/auth-state-checker?return_to=%2Fincidents%3FcheckId%3D42'));
    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
  });

  it('sends the user to the second-factor login when a call answers 403 session_aal2_required', async () => {
    const aal2Required = { error: { id: 'session_aal2_required', code: 403, status: 'Forbidden', reason: 'second factor due', message: 'aal2 required' } };
    installFakeApi({
      'GET /api/properties': () => json(aal2Required, { status: 403 }),
      'GET /api/.ory/sessions/whoami': () => json({ ...aal2Required, redirect_browser_to: 'http://localhost/login?aal=aal2' }, { status: 403 }),
      'GET /api/.ory/self-service/login/browser': () => new Promise<Response>(() => {}),
    });
    const app = renderApp('/incidents?checkId=42');
    await waitFor(() => expect(app.location()).toBe('/login?aal=aal2&return_to=%2Fincidents%3FcheckId%3D42'));
  });
});
