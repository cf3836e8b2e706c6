import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json } from './support/fake-api.ts';
import { renderApp } from './support/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sessionAnswers(status: number) {
  return {
    'GET /api/.ory/sessions/whoami': () =>
      status === 200 ? json({ id: 'session-1', active: true }) : json({ error: { id: 'x', code: status } }, { status }),
  };
}

describe('/auth-state-checker', () => {
  it('returns to return_to when the session is valid', async () => {
    installFakeApi(sessionAnswers(200));
    const app = renderApp('/auth-state-checker?return_to=%2Fsettings%2Fusers%3Fpage%3D2');
    await waitFor(() => expect(app.location()).toBe('/settings/users?page=2'));
  });

  it('sends the user to the login with return_to when there is no session', async () => {
    installFakeApi(sessionAnswers(401));
    const app = renderApp('/auth-state-checker?return_to=%2Fhealth');
    await waitFor(() => expect(app.location()).toBe('/login?return_to=%2Fhealth'));
  });

  it.each([403, 422])('sends the user to the second-factor login on %i', async (status) => {
    installFakeApi(sessionAnswers(status));
    const app = renderApp('/auth-state-checker?return_to=%2Fincidents');
    await waitFor(() => expect(app.location()).toBe('/login?aal=aal2&return_to=%2Fincidents'));
  });

  it('never returns to another site', async () => {
    installFakeApi(sessionAnswers(401));
    const app = renderApp('/auth-state-checker?return_to=https%3A%2F%2Fevil.example.com%2F');
    await waitFor(() => expect(app.location()).toBe('/login?return_to=%2F'));
  });

  it('explains a failed check and can check again', async () => {
    let failures = 1;
    installFakeApi({
      'GET /api/.ory/sessions/whoami': () => (failures-- > 0 ? json({ message: 'identity store down' }, { status: 503 }) : json({ active: true })),
    });
    const app = renderApp('/auth-state-checker?return_to=%2Flogs');
    expect(await screen.findByText('identity store down')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(app.location()).toBe('/logs'));
  });
});

describe('error page', () => {
  it('explains a bad session', async () => {
    installFakeApi({});
    renderApp('/error?error_code=BAD_SESSION');
    expect(
      await screen.findByText(
        'Bad Session. Please try logging out and logging in again, if the problem persist, please contact us.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it("shows 'Unknown error' for any other code", async () => {
    installFakeApi({});
    renderApp('/error?error_code=SOMETHING_ELSE');
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
  });
});

describe('flow-error page', () => {
  const FLOW_ERROR = {
    id: 'err-1',
    error: { code: 500, status: 'Internal Server Error', reason: 'The mail server refused the message.', message: 'internal error' },
  };

  it.each(['/error/flow?id=err-1', '/error?id=err-1'])('shows the flow error with a Go back link at %s', async (path) => {
    const api = installFakeApi({ 'GET /api/.ory/self-service/errors': () => json(FLOW_ERROR) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByText('The mail server refused the message.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back' })).toHaveAttribute('href', '/');
    expect(api.callsTo('/api/.ory/self-service/errors')[0]!.url.searchParams.get('id')).toBe('err-1');
  });

  it.each([403, 404, 410])('goes home when the error fetch answers %i', async (status) => {
    installFakeApi({
      ...{ 'GET /api/.ory/self-service/errors': () => json({ error: { code: status } }, { status }) },
      'GET /api/properties': () => new Promise<Response>(() => {}),
    });
    const app = renderApp('/error/flow?id=gone');
    await waitFor(() => expect(app.location()).toBe('/'));
  });

  it('shows the page-level fallback for any other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    installFakeApi({ 'GET /api/.ory/self-service/errors': () => json({ message: 'database unavailable' }, { status: 500 }) });
    renderApp('/error/flow?id=err-2');
    expect(await screen.findByRole('heading', { name: 'Sorry.. there was an error' })).toBeInTheDocument();
    expect(screen.getByText('database unavailable')).toBeInTheDocument();
  });
});
