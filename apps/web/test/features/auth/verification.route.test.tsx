import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { CSRF_TOKEN, verificationFlow } from './support/flow-fixtures.ts';
import { flowPaths } from './support/flow-paths.ts';
import { identityError } from './support/identity-error-reply.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

const { CREATE, FETCH, SUBMIT } = flowPaths('verification');
const server = fakeServerForEachTest();

describe('verification screen', () => {
  it('submits the code and shows the success the server answers, with its continue link', async () => {
    server.on('GET', FETCH, { status: 200, body: verificationFlow({ id: 'ver-1' }) });
    server.on('POST', SUBMIT, {
      status: 200,
      body: verificationFlow({
        id: 'ver-1',
        state: 'passed_challenge',
        messages: [{ id: 1080002, text: 'You successfully verified your email address.', type: 'success' }],
        nodes: [
          {
            type: 'a',
            group: 'code',
            attributes: { id: 'continue', href: 'http://localhost:3000/', title: { id: 1070009, text: 'Continue' }, node_type: 'a' },
            messages: [],
            meta: { label: { id: 1070009, text: 'Continue' } },
          },
        ],
      }),
    });
    renderIdentityRoute('/verification?flow=ver-1');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Verification code'), '482913');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You successfully verified your email address.');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'http://localhost:3000/');
    expect(server.calls('POST', SUBMIT)[0]?.body).toEqual({ csrf_token: CSRF_TOKEN, code: '482913', method: 'code' });
  });

  it.each([410, 403])('restarts /verification when fetching the flow answers %i', async (status) => {
    server.on('GET', FETCH, identityError(status, status === 410 ? 'self_service_flow_expired' : 'security_csrf_violation'));
    server.on('GET', CREATE, { status: 200, body: verificationFlow({ id: 'ver-new' }) });
    const view = renderIdentityRoute('/verification?flow=ver-old&return_to=%2Fhealth');

    await waitFor(() => expect(view.address()).toBe('/verification?flow=ver-new'));
    expect(await screen.findByLabelText('Verification code')).toBeInTheDocument();
    expect(server.calls('GET', CREATE)[0]?.query.has('return_to')).toBe(false);
  });

  it('goes to / when starting a verification is refused with a 400', async () => {
    server.on('GET', CREATE, { status: 400, body: { error: { code: 400, status: 'Bad Request', reason: 'no' } } });
    const view = renderIdentityRoute('/verification');

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(view.address()).toBe('/');
  });

  it('links back to the app', async () => {
    server.on('GET', CREATE, { status: 200, body: verificationFlow() });
    renderIdentityRoute('/verification');

    expect(await screen.findByRole('link', { name: 'Back to Vigil' })).toHaveAttribute('href', '/');
  });
});
