import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { CSRF_TOKEN, loginFlow, session, settingsFlow } from './support/flow-fixtures.ts';
import { flowPaths } from './support/flow-paths.ts';
import { identityError } from './support/identity-error-reply.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

const WHOAMI = '/api/.ory/sessions/whoami';
const { CREATE, SUBMIT } = flowPaths('settings');
const SAVED = { id: 1050001, text: 'Your changes have been saved!', type: 'success' };

const server = fakeServerForEachTest();

beforeEach(() => {
  server.on('GET', flowPaths('login').CREATE, { status: 200, body: loginFlow() });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('profile settings screen', () => {
  it('sends a visitor without a session to the login, to come back afterwards', async () => {
    server.on('GET', WHOAMI, identityError(401, 'session_inactive'));
    const view = renderIdentityRoute('/profile-settings');

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?return_to=%2Fprofile-settings/));
    expect(server.calls('GET', CREATE)).toHaveLength(0);
  });

  it('sends a session that still needs its second factor to the two-factor login', async () => {
    server.on('GET', WHOAMI, identityError(403, 'session_aal2_required'));
    const view = renderIdentityRoute('/profile-settings');

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?aal=aal2&return_to=%2Fprofile-settings/));
  });

  it('shows the profile, password and authenticator sections the server supplies', async () => {
    server.on('GET', WHOAMI, { status: 200, body: session() });
    server.on('GET', CREATE, { status: 200, body: settingsFlow({ id: 'set-1' }) });
    const view = renderIdentityRoute('/profile-settings');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(profile).getByLabelText('E-Mail')).toHaveValue('ada@example.com');
    const password = screen.getByRole('region', { name: 'Password' });
    expect(within(password).getByLabelText('Password')).toHaveAttribute('type', 'password');
    const totp = screen.getByRole('region', { name: 'Authenticator app' });
    expect(within(totp).getByRole('img', { name: 'QR code' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(within(totp).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(within(totp).getByText(/This is your authenticator app secret/)).toBeInTheDocument();
    await waitFor(() => expect(view.address()).toBe('/profile-settings?flow=set-1'));
    expect(document.title).toBe('Profile settings | Vigil');
  });

  it('submits only the section saved, with the CSRF token', async () => {
    server.on('GET', WHOAMI, { status: 200, body: session() });
    server.on('GET', CREATE, { status: 200, body: settingsFlow({ id: 'set-1' }) });
    server.on('POST', SUBMIT, { status: 200, body: settingsFlow({ id: 'set-1', state: 'success', messages: [SAVED] }) });
    renderIdentityRoute('/profile-settings');
    const user = userEvent.setup();

    const profile = await screen.findByRole('region', { name: 'Profile' });
    await user.clear(within(profile).getByLabelText('Last name'));
    await user.type(within(profile).getByLabelText('Last name'), 'Byron');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls('POST', SUBMIT)).toHaveLength(1));
    const submit = server.calls('POST', SUBMIT)[0];
    expect(submit?.query.get('flow')).toBe('set-1');
    expect(submit?.body).toEqual({
      csrf_token: CSRF_TOKEN,
      traits: { email: 'ada@example.com', name: { first: 'Ada', last: 'Byron' } },
      method: 'profile',
    });
  });

  it('shows the saved message and hides it after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.on('GET', WHOAMI, { status: 200, body: session() });
    server.on('GET', CREATE, { status: 200, body: settingsFlow({ id: 'set-1' }) });
    server.on('POST', SUBMIT, { status: 200, body: settingsFlow({ id: 'set-1', state: 'success', messages: [SAVED] }) });
    renderIdentityRoute('/profile-settings');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Password'), 'a new long passphrase');
    await user.click(within(password).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your changes have been saved!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(9_000);
    });
    expect(screen.getByText('Your changes have been saved!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('Your changes have been saved!')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });

  it('asks to sign in again when changing the password needs a recent login', async () => {
    server.on('GET', WHOAMI, { status: 200, body: session() });
    server.on('GET', CREATE, { status: 200, body: settingsFlow({ id: 'set-1' }) });
    server.on(
      'POST',
      SUBMIT,
      identityError(403, 'session_refresh_required', {
        redirect_browser_to: 'http://localhost:3000/login?refresh=true&return_to=%2Fprofile-settings',
      }),
    );
    const view = renderIdentityRoute('/profile-settings');
    const user = userEvent.setup();

    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Password'), 'a new long passphrase');
    await user.click(within(password).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?refresh=true&return_to=%2Fprofile-settings/));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
  });

  it('goes to the login when the settings flow finds no active session', async () => {
    server.on('GET', WHOAMI, { status: 200, body: session() });
    server.on('GET', CREATE, identityError(401, 'session_inactive'));
    const view = renderIdentityRoute('/profile-settings');

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?return_to=%2Fprofile-settings/));
  });

  it('shows an error state when the session cannot be checked, and checks again on Try again', async () => {
    server.on(
      'GET',
      WHOAMI,
      { status: 503, body: { error: { code: 503, status: 'Service Unavailable', reason: 'The identity service is starting.' } } },
      { status: 200, body: session() },
    );
    server.on('GET', CREATE, { status: 200, body: settingsFlow({ id: 'set-1' }) });
    const view = renderIdentityRoute('/profile-settings');

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The identity service is starting.');
    expect(view.address()).toBe('/profile-settings');
    await userEvent.setup().click(within(failure).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });
});
