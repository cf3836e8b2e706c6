import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignBrowserLocation } from '#src/features/auth/utils/browser-location.ts';
import { CSRF_TOKEN, loginFlow, signedIn, totpLoginFlow } from './support/flow-fixtures.ts';
import { identityError } from './support/identity-error-reply.ts';
import { loginScreenSetup } from './support/login-screen-setup.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

vi.mock('#src/features/auth/utils/browser-location.ts', () => ({ assignBrowserLocation: vi.fn() }));

const { server, CREATE, FETCH, SUBMIT } = loginScreenSetup();

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-Mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login screen', () => {
  it('shows a loading state, then the server-supplied form, and keeps the new flow id in the address', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    const view = renderIdentityRoute('/login');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByLabelText('E-Mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Vigil')).toBeInTheDocument();
    expect(document.title).toBe('Sign in | Vigil');
    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-a'));

    const [creation] = server.calls('GET', CREATE);
    expect(creation?.headers.get('Accept')).toBe('application/json');
    expect(creation?.credentials).toBe('same-origin');
    // The id in the address is served from the created flow, not fetched again.
    expect(server.calls('GET', FETCH)).toHaveLength(0);
  });

  it('passes return_to, refresh and aal on to the flow it creates', async () => {
    server.on('GET', CREATE, { status: 200, body: totpLoginFlow() });
    renderIdentityRoute('/login?aal=aal2&refresh=true&return_to=%2Fhealth');

    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    const query = server.calls('GET', CREATE)[0]?.query;
    expect(query?.get('aal')).toBe('aal2');
    expect(query?.get('refresh')).toBe('true');
    expect(query?.get('return_to')).toBe('/health');
  });

  it('opens an existing flow named in the address', async () => {
    server.on('GET', FETCH, { status: 200, body: loginFlow({ id: 'flow-b', identifier: 'ada@example.com' }) });
    renderIdentityRoute('/login?flow=flow-b');

    expect(await screen.findByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(server.calls('GET', FETCH)[0]?.query.get('id')).toBe('flow-b');
    expect(server.calls('GET', CREATE)).toHaveLength(0);
  });

  it('submits the identifier, password, method and CSRF token as JSON, then goes to /', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    const view = renderIdentityRoute('/login');

    await signInWith('ada@example.com', 'correct horse');

    await waitFor(() => expect(view.address()).toBe('/'));
    expect(screen.getByText('Home page')).toBeInTheDocument();
    const [submit] = server.calls('POST', SUBMIT);
    expect(submit?.query.get('flow')).toBe('flow-a');
    expect(submit?.headers.get('Content-Type')).toBe('application/json');
    expect(submit?.headers.get('Accept')).toBe('application/json');
    expect(submit?.credentials).toBe('same-origin');
    expect(submit?.body).toEqual({
      csrf_token: CSRF_TOKEN,
      identifier: 'ada@example.com',
      password: 'correct horse',
      method: 'password',
    });
  });

  it('goes back to the return_to path after signing in', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ return_to: 'http://localhost:3000/incidents?status=open' }) });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    const view = renderIdentityRoute('/login?return_to=%2Fincidents%3Fstatus%3Dopen');

    await signInWith('ada@example.com', 'correct horse');

    await waitFor(() => expect(view.address()).toBe('/incidents?status=open'));
  });

  it('asks for the second factor after the password when the account has an authenticator app', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) }, { status: 200, body: totpLoginFlow({ id: 'flow-2fa' }) });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    server.on('GET', '/api/.ory/sessions/whoami', identityError(403, 'session_aal2_required'), { status: 200, body: signedIn().session });
    const view = renderIdentityRoute('/login?return_to=%2Fhealth');
    const user = userEvent.setup();

    await signInWith('ada@example.com', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Two-factor authentication' })).toBeInTheDocument();
    await waitFor(() => expect(view.address()).toBe('/login?aal=aal2&return_to=%2Fhealth&flow=flow-2fa'));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Use Authenticator' }));

    await waitFor(() => expect(view.address()).toBe('/health'));
    expect(server.calls('POST', SUBMIT)[1]?.body).toEqual({ csrf_token: CSRF_TOKEN, totp_code: '123456', method: 'totp' });
    expect(server.calls('POST', SUBMIT)[1]?.query.get('flow')).toBe('flow-2fa');
  });

  it('ignores a return_to on another site and goes to / instead', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow() });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    const view = renderIdentityRoute('/login?return_to=https%3A%2F%2Fevil.example%2Fphish');

    await signInWith('ada@example.com', 'correct horse');

    await waitFor(() => expect(view.address()).toBe('/'));
    expect(assignBrowserLocation).not.toHaveBeenCalled();
  });

  it('asks for a missing field before submitting anything', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow() });
    renderIdentityRoute('/login');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-Mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', SUBMIT)).toHaveLength(0);
  });

  it('shows the field and flow messages of a 400 answer in place of the form', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    server.on('POST', SUBMIT, {
      status: 400,
      body: loginFlow({
        id: 'flow-a',
        identifier: 'ada@example.com',
        messages: [
          {
            id: 4000006,
            text: 'The provided credentials are invalid, check for spelling mistakes in your password or username, email address, or phone number.',
            type: 'error',
          },
        ],
        identifierMessages: [{ id: 4000002, text: 'Property identifier is missing a domain.', type: 'error' }],
      }),
    });
    const view = renderIdentityRoute('/login');

    await signInWith('ada@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('The provided credentials are invalid');
    const identifier = screen.getByLabelText('E-Mail');
    expect(identifier).toHaveAccessibleDescription('Property identifier is missing a domain.');
    expect(identifier).toHaveValue('ada@example.com');
    // The password is not kept after a failed attempt.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(view.address()).toBe('/login?flow=flow-a');
  });

  it('links to registration and recovery', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow() });
    server.on('GET', '/api/.ory/self-service/registration/browser', { status: 200, body: { ...loginFlow(), id: 'reg' } });
    const view = renderIdentityRoute('/login?return_to=%2Fhealth');
    const user = userEvent.setup();

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/recovery');
    await user.click(screen.getByRole('link', { name: 'Sign up' }));

    await waitFor(() => expect(view.address()).toMatch(/^\/registration\?return_to=%2Fhealth/));
    expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
  });
});

describe('login from the address', () => {
  it('submits by itself with the username and password from the address and removes them from it', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    const view = renderIdentityRoute('/login?username=ada%40example.com&password=s3cret%21&return_to=%2Fplaybooks');

    await waitFor(() => expect(view.address()).toBe('/playbooks'));
    const submits = server.calls('POST', SUBMIT);
    expect(submits).toHaveLength(1);
    expect(submits[0]?.body).toEqual({
      csrf_token: CSRF_TOKEN,
      identifier: 'ada@example.com',
      password: 's3cret!',
      method: 'password',
    });
    expect(view.router.state.location.search).not.toContain('password');
  });

  it('tries only once: a restarted flow does not submit the credentials again', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) }, { status: 200, body: loginFlow({ id: 'flow-b' }) });
    server.on('POST', SUBMIT, identityError(400, 'security_identity_mismatch'));
    const view = renderIdentityRoute('/login?username=ada%40example.com&password=s3cret');

    await waitFor(() => expect(view.address()).toBe('/login?flow=flow-b'));
    expect(await screen.findByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(server.calls('POST', SUBMIT)).toHaveLength(1);
  });

  it('shows the messages when the automatic login is refused, with the username filled in', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow({ id: 'flow-a' }) });
    server.on('POST', SUBMIT, {
      status: 400,
      body: loginFlow({
        id: 'flow-a',
        identifier: 'ada@example.com',
        messages: [{ id: 4000006, text: 'The provided credentials are invalid.', type: 'error' }],
      }),
    });
    const view = renderIdentityRoute('/login?username=ada%40example.com&password=nope');

    expect(await screen.findByRole('alert')).toHaveTextContent('The provided credentials are invalid.');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(server.calls('POST', SUBMIT)).toHaveLength(1);
    expect(view.address()).toBe('/login?flow=flow-a');
  });

  it('only fills in the username when no password is given', async () => {
    server.on('GET', CREATE, { status: 200, body: loginFlow() });
    renderIdentityRoute('/login?username=ada%40example.com');

    expect(await screen.findByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(server.calls('POST', SUBMIT)).toHaveLength(0);
  });
});
