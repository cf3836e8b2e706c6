import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignBrowserLocation } from '#src/features/auth/utils/browser-location.ts';
import type { Reply } from '#test/support/fake-server.ts';
import { loginFlow } from './support/flow-fixtures.ts';
import { identityError } from './support/identity-error-reply.ts';
import { loginScreenSetup } from './support/login-screen-setup.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

vi.mock('#src/features/auth/utils/browser-location.ts', () => ({ assignBrowserLocation: vi.fn() }));

const { server, CREATE, FETCH, SUBMIT } = loginScreenSetup();

/** Opens the login screen on flow-a, fills it in and submits; the server answers `reply`. */
async function submitAndAnswer(reply: Reply, address = '/login') {
  server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) }, { status: 200, body: loginFlow({ id: 'flow-b' }) });
  server.on('POST', SUBMIT, reply);
  const view = renderIdentityRoute(address);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return view;
}

describe('identity flow errors on the login screen', () => {
  it('self_service_flow_expired: says the interaction expired and starts a fresh flow', async () => {
    const view = await submitAndAnswer(identityError(410, 'self_service_flow_expired'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Your interaction expired, please fill out the form again.');
    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
    expect(await screen.findByLabelText('E-Mail')).toHaveValue('');
    expect(server.calls('GET', CREATE)).toHaveLength(2);
  });

  it('security_csrf_violation: says a security violation was detected and starts a fresh flow', async () => {
    const view = await submitAndAnswer(identityError(403, 'security_csrf_violation'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A security violation was detected, please fill out the form again.',
    );
    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
  });

  it('security_identity_mismatch: starts a fresh flow without a message', async () => {
    const view = await submitAndAnswer(identityError(400, 'security_identity_mismatch'));

    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
    expect(await screen.findByLabelText('E-Mail')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 410 without an error id also starts a fresh flow', async () => {
    const view = await submitAndAnswer({ status: 410, body: { error: { code: 410, message: 'Gone' } } });

    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
    expect(server.calls('GET', CREATE)).toHaveLength(2);
  });

  it('session_aal2_required: goes to the address the server gives', async () => {
    const view = await submitAndAnswer(
      identityError(403, 'session_aal2_required', {
        redirect_browser_to: 'http://localhost:3000/login?aal=aal2&return_to=%2Fincidents',
      }),
    );

    await waitFor(() => expect(view.address()).toBe('/login?aal=aal2&return_to=%2Fincidents'));
    await waitFor(() => expect(server.calls('GET', CREATE)).toHaveLength(2));
    expect(server.calls('GET', CREATE)[1]?.query.get('aal')).toBe('aal2');
  });

  it('session_aal2_required without an address: goes to the two-factor login', async () => {
    const view = await submitAndAnswer(identityError(403, 'session_aal2_required'), '/login?return_to=%2Fhealth');

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?aal=aal2&return_to=%2Fhealth/));
    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
  });

  it('session_refresh_required: goes to the login with refresh, or to the address given', async () => {
    const view = await submitAndAnswer(identityError(403, 'session_refresh_required'));
    await waitFor(() => expect(view.address()).toMatch(/^\/login\?refresh=true/));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
  });

  it('session_refresh_required with an address: follows it', async () => {
    const view = await submitAndAnswer(
      identityError(403, 'session_refresh_required', { redirect_browser_to: '/login?refresh=true&return_to=%2Fsettings%2Fusers' }),
    );
    await waitFor(() => expect(view.address()).toMatch(/^\/login\?refresh=true&return_to=%2Fsettings%2Fusers/));
  });

  it('browser_location_change_required: follows an in-app address through the router', async () => {
    const view = await submitAndAnswer(
      identityError(422, 'browser_location_change_required', {
        redirect_browser_to: 'http://localhost:3000/verification?flow=ver-1',
      }),
    );

    await waitFor(() => expect(view.address()).toMatch(/^\/verification\?flow=ver-1/));
    expect(assignBrowserLocation).not.toHaveBeenCalled();
  });

  it('browser_location_change_required: loads an address outside the app in the browser', async () => {
    await submitAndAnswer(
      identityError(422, 'browser_location_change_required', { redirect_browser_to: 'https://sso.example.com/authorize?x=1' }),
    );

    await waitFor(() => expect(assignBrowserLocation).toHaveBeenCalledWith('https://sso.example.com/authorize?x=1', { replace: false }));
  });

  it('a network failure on submit keeps the form and says so', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    const view = renderIdentityRoute('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Network Error. Please try again.');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(view.address()).toBe('/login?flow=flow-a');
  });
});

describe('identity flow errors when starting or opening a flow', () => {
  it('self_service_flow_return_to_forbidden: says so and starts again without the return_to', async () => {
    server.on(
      'GET',
      CREATE,
      identityError(400, 'self_service_flow_return_to_forbidden'),
      { status: 200, body: loginFlow({ id: 'flow-b' }) },
    );
    const view = renderIdentityRoute('/login?return_to=https%3A%2F%2Fevil.example%2F');

    expect(await screen.findByRole('alert')).toHaveTextContent('The return_to address is not allowed.');
    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
    const creations = server.calls('GET', CREATE);
    expect(creations[0]?.query.get('return_to')).toBe('https://evil.example/');
    expect(creations[1]?.query.has('return_to')).toBe(false);
  });

  it('session_already_available: goes to /, and Back skips the login', async () => {
    server.on('GET', CREATE, identityError(400, 'session_already_available'));
    const view = renderIdentityRoute('/login', ['/health']);

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(view.address()).toBe('/');
    await act(() => view.router.navigate(-1));
    expect(view.address()).toBe('/health');
  });

  it('an expired flow in the address is replaced by a fresh one', async () => {
    server.on('GET', FETCH, identityError(410, 'self_service_flow_expired'));
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-new' }) });
    const view = renderIdentityRoute('/login?flow=flow-old&return_to=%2Fhealth');

    expect(await screen.findByRole('alert')).toHaveTextContent('Your interaction expired, please fill out the form again.');
    await waitFor(() => expect(view.address()).toBe('/login?return_to=%2Fhealth&flow=flow-new'));
    expect(server.calls('GET', CREATE)[0]?.query.get('return_to')).toBe('/health');
  });

  it('an unknown flow in the address is replaced by a fresh one', async () => {
    server.on('GET', FETCH, { status: 404, body: { error: { code: 404, status: 'Not Found', message: 'flow not found' } } });
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-new' }) });
    const view = renderIdentityRoute('/login?flow=nope');

    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-new'));
    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
  });

  it('a server failure shows the error state, and Try again starts the flow again', async () => {
    server.on(
      'GET',
      CREATE,
      { status: 500, body: { error: { code: 500, status: 'Internal Server Error', reason: 'The database is unavailable.' } } },
      { status: 200, body: loginFlow({ id: 'flow-a' }) },
    );
    const view = renderIdentityRoute('/login');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The form could not be loaded');
    expect(failure).toHaveTextContent('The database is unavailable.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByLabelText('E-Mail')).toBeInTheDocument();
    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-a'));
  });

  it('does not start flows in a loop when starting one keeps failing the same way', async () => {
    server.on('GET', CREATE, identityError(403, 'security_csrf_violation'));
    renderIdentityRoute('/login');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A security violation was detected, please fill out the form again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(server.calls('GET', CREATE)).toHaveLength(1);
  });
});
