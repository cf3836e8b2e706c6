import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { CSRF_TOKEN, loginFlow, recoveryFlow, session, settingsFlow } from './support/flow-fixtures.ts';
import { flowPaths } from './support/flow-paths.ts';
import { identityError } from './support/identity-error-reply.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

const { CREATE, SUBMIT } = flowPaths('recovery');
const server = fakeServerForEachTest();

describe('recovery screen', () => {
  it('sends the email, shows the code form the server answers, then follows the server to the settings', async () => {
    server.on('GET', CREATE, { status: 200, body: recoveryFlow({ id: 'rec-1' }) });
    server.on(
      'POST',
      SUBMIT,
      {
        status: 200,
        body: recoveryFlow({
          id: 'rec-1',
          codeSent: true,
          messages: [
            {
              id: 1060003,
              text: 'An email containing a recovery code has been sent to the email address you provided.',
              type: 'info',
            },
          ],
        }),
      },
      identityError(422, 'browser_location_change_required', {
        redirect_browser_to: 'http://localhost:3000/profile-settings?flow=set-1',
      }),
    );
    server.on('GET', '/api/.ory/sessions/whoami', { status: 200, body: session() });
    server.on('GET', '/api/.ory/self-service/settings/flows', { status: 200, body: settingsFlow({ id: 'set-1' }) });
    const view = renderIdentityRoute('/recovery');
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Recover your account' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/An email containing a recovery code has been sent/)).toBeInTheDocument();
    expect(server.calls('POST', SUBMIT)[0]?.body).toEqual({ csrf_token: CSRF_TOKEN, email: 'ada@example.com', method: 'code' });

    await user.type(screen.getByLabelText('Recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(view.address()).toBe('/profile-settings?flow=set-1'));
    expect(server.calls('POST', SUBMIT)[1]?.body).toEqual({ csrf_token: CSRF_TOKEN, code: '123456', method: 'code' });
    expect(await screen.findByRole('heading', { name: 'Profile settings' })).toBeInTheDocument();
  });

  it('sends the value of the button pressed (resend the code)', async () => {
    server.on('GET', CREATE, { status: 200, body: recoveryFlow({ id: 'rec-1', codeSent: true }) });
    server.on('POST', SUBMIT, { status: 200, body: recoveryFlow({ id: 'rec-1', codeSent: true }) });
    renderIdentityRoute('/recovery');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(server.calls('POST', SUBMIT)).toHaveLength(1));
    expect(server.calls('POST', SUBMIT)[0]?.body).toMatchObject({ email: 'ada@example.com', method: 'code' });
  });

  it('links back to the login', async () => {
    server.on('GET', CREATE, { status: 200, body: recoveryFlow() });
    server.on('GET', '/api/.ory/self-service/login/browser', { status: 200, body: loginFlow() });
    const view = renderIdentityRoute('/recovery');

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(view.address()).toMatch(/^\/login/));
  });
});
