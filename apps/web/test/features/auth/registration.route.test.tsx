import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServerForEachTest } from '#test/support/fake-server.ts';
import { CSRF_TOKEN, loginFlow, registrationFlow, signedIn } from './support/flow-fixtures.ts';
import { flowPaths } from './support/flow-paths.ts';
import { renderIdentityRoute } from './support/render-identity-route.tsx';

const { CREATE, SUBMIT } = flowPaths('registration');
const server = fakeServerForEachTest();

describe('registration screen', () => {
  it('passes the invitation code from the link on to the flow and submits the traits nested, with the hidden fields', async () => {
    server.on('GET', CREATE, {
      status: 200,
      body: registrationFlow({ id: 'reg-1', email: 'grace@example.com', invite: 'inv-42' }),
    });
    server.on('POST', SUBMIT, { status: 200, body: signedIn() });
    const view = renderIdentityRoute('/registration?invite=inv-42');
    const user = userEvent.setup();

    expect(await screen.findByLabelText('E-Mail')).toHaveValue('grace@example.com');
    expect(server.calls('GET', CREATE)[0]?.query.get('invite')).toBe('inv-42');
    expect(screen.getByRole('heading', { name: 'Create an account' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(view.address()).toBe('/'));
    expect(server.calls('POST', SUBMIT)[0]?.body).toEqual({
      csrf_token: CSRF_TOKEN,
      invite: 'inv-42',
      traits: { email: 'grace@example.com', name: { first: 'Grace', last: 'Hopper' } },
      password: 'a long passphrase',
      method: 'password',
    });
  });

  it('shows the server-supplied messages under the fields it rejected', async () => {
    server.on('GET', CREATE, { status: 200, body: registrationFlow({ id: 'reg-1' }) });
    const rejected = registrationFlow({ id: 'reg-1', email: 'grace@example.com' });
    const passwordNode = rejected.ui.nodes.find((node) => node.attributes.name === 'password');
    passwordNode!.messages = [
      { id: 4000005, text: 'The password can not be used because it is too short.', type: 'error' },
    ];
    rejected.ui.messages = [{ id: 4000007, text: 'An account with the same identifier exists already.', type: 'error' }];
    server.on('POST', SUBMIT, { status: 400, body: rejected });
    renderIdentityRoute('/registration');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('E-Mail'), 'grace@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with the same identifier exists already.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'The password can not be used because it is too short.',
    );
    expect(screen.getByLabelText('E-Mail')).toHaveValue('grace@example.com');
  });

  it('links to the login, keeping the return_to', async () => {
    server.on('GET', CREATE, { status: 200, body: registrationFlow() });
    server.on('GET', '/api/.ory/self-service/login/browser', { status: 200, body: loginFlow() });
    const view = renderIdentityRoute('/registration?return_to=%2Ftopology');

    await userEvent.setup().click(await screen.findByRole('link', { name: 'Sign in' }));

    await waitFor(() => expect(view.address()).toMatch(/^\/login\?return_to=%2Ftopology/));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });
});
