import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessTokenSummary } from '@vigil/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokensRoute } from '#src/features/tokens/routes/tokens.route.tsx';
import { frameApi, installFakeApi, json } from '#test/app/support/fake-api.ts';
import { renderApp } from '#test/app/support/render-app.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
import { chooseOption, optionsOf } from '#test/support/kit-select.ts';

const CI = '01900000-0000-7000-8000-0000000000c1';
const OLD = '01900000-0000-7000-8000-0000000000c2';
const SECRET = 'vgl_0190000000007000800000000000c3f0.ONE-TIME-5ecret-shown-once-aaaaaaaaaaaaaaaaaaa';

const TOKENS: AccessTokenSummary[] = [
  {
    id: CI,
    name: 'ci pipeline',
    scope: ['canaries:read', '*:read'],
    created_at: '2025-03-01T09:00:00Z',
    expires_at: '2999-01-01T00:00:00Z',
    last_used_at: '2025-03-02T10:00:00Z',
  },
  { id: OLD, name: 'old laptop', scope: null, created_at: '2024-01-01T09:00:00Z', expires_at: '2024-06-01T00:00:00Z', last_used_at: null },
];

const clipboardDescriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

afterEach(() => {
  if (clipboardDescriptor) Object.defineProperty(window.navigator, 'clipboard', clipboardDescriptor);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
});

function serve(roles: string[], tokens: AccessTokenSummary[] = TOKENS): FakeServer {
  return new FakeServer().install().on('GET', '/api/auth/whoami', whoami(roles)).on('GET', '/api/auth/tokens', { body: tokens });
}

function openTokens() {
  return renderRoute(<TokensRoute />, { path: '/settings/tokens' });
}

async function rowOf(name: string) {
  return (await screen.findByRole('cell', { name })).closest('tr')!;
}

async function openCreateDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Create Token' }));
  return screen.getByRole('dialog', { name: 'Create Access Token' });
}

describe('Settings > Access Tokens', () => {
  it("lists the user's tokens with name, scope, creation, expiry and last use", async () => {
    serve(['viewer']);
    openTokens();
    const ci = await rowOf('ci pipeline');
    const cells = within(ci).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells[1]).toBe('canaries:read, *:read');
    expect(within(ci).getByText((_, element) => element?.getAttribute('datetime') === '2025-03-01T09:00:00Z')).toBeInTheDocument();
    expect(within(ci).getByText((_, element) => element?.getAttribute('datetime') === '2025-03-02T10:00:00Z')).toBeInTheDocument();
    const old = await rowOf('old laptop');
    expect(within(old).getByText('All of your rights')).toBeInTheDocument();
    expect(within(old).getByText(/^Expired /)).toBeInTheDocument();
    expect(within(old).getByText('Never')).toBeInTheDocument();
    for (const header of ['Name', 'Scope', 'Created', 'Expires', 'Last Used']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });

  it('says so when there are no tokens yet', async () => {
    serve(['viewer'], []);
    openTokens();
    expect(await screen.findByText('You have no access tokens yet. Create one to call the API from scripts and tools.')).toBeInTheDocument();
  });

  it('shows the table as busy while the tokens load', async () => {
    serve(['viewer']);
    const served = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/auth/tokens') ? new Promise<Response>(() => {}) : served(input, init),
    );
    openTokens();
    expect(await screen.findByRole('table', { name: 'Access tokens' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/no access tokens yet/)).not.toBeInTheDocument();
  });

  it('explains a failure to load and loads again on request', async () => {
    const api = serve(['viewer']);
    api.on('GET', '/api/auth/tokens', { status: 500, body: { error: 'internal error', message: 'database unavailable' } }, { body: TOKENS });
    openTokens();
    expect(await screen.findByText('Could not load access tokens')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('ci pipeline')).toBeInTheDocument();
  });

  it('checks the form before asking the server', async () => {
    const api = serve(['editor']);
    const user = userEvent.setup();
    openTokens();
    const dialog = await openCreateDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'reports');
    await user.type(within(dialog).getByLabelText('Scope'), 'kitchen:read');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('"kitchen" is not a resource')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/create_token')).toHaveLength(0);
  });

  const expiryOptions = async (dialog: HTMLElement) =>
    (await optionsOf(within(dialog).getByLabelText('Expires in'))).map((option) => option.textContent);

  it('offers lifetimes up to a year to someone who is not an administrator', async () => {
    serve(['editor']);
    openTokens();
    const dialog = await openCreateDialog(userEvent.setup());
    expect(await expiryOptions(dialog)).toEqual(['7 days', '30 days', '90 days', '1 year']);
  });

  it('offers an administrator a token that never expires', async () => {
    serve(['admin']);
    openTokens();
    await screen.findByRole('table', { name: 'Access tokens' });
    const dialog = await openCreateDialog(userEvent.setup());
    await waitFor(async () => expect(await expiryOptions(dialog)).toEqual(['7 days', '30 days', '90 days', '1 year', 'Never (administrators only)']));
  });

  it('creates a token, shows it once with a copy button, and forgets it when closed', async () => {
    const api = serve(['editor']);
    api.on('POST', '/api/auth/create_token', { status: 201, body: { id: 'new', name: 'reports', token: SECRET, expires_at: '2025-06-01T00:00:00Z' } });
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
    openTokens();
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), ' reports ');
    await chooseOption(within(dialog).getByLabelText('Expires in'), '90d', user);
    await user.type(within(dialog).getByLabelText('Scope'), 'canaries:read, *:read');
    const listCalls = api.calls('GET', '/api/auth/tokens').length;
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const shown = await screen.findByRole('dialog', { name: 'Access Token Created' });
    expect(api.calls('POST', '/api/auth/create_token').map((call) => call.body)).toEqual([
      { name: 'reports', expiry: '90d', scope: ['canaries:read', '*:read'] },
    ]);
    expect(within(shown).getByLabelText('Access token')).toHaveTextContent(SECRET);
    expect(within(shown).getByText(/shown only once/)).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'Copy access token' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await waitFor(() => expect(api.calls('GET', '/api/auth/tokens').length).toBeGreaterThan(listCalls));

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses a token and keeps the form open", async () => {
    const api = serve(['editor']);
    api.on('POST', '/api/auth/create_token', {
      status: 400,
      body: { error: 'bad request', message: 'expiry must be at most 30d unless an administrator creates the token (got "90d")' },
    });
    const user = userEvent.setup();
    openTokens();
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'too long');
    await chooseOption(within(dialog).getByLabelText('Expires in'), '90d', user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('expiry must be at most 30d unless an administrator creates the token (got "90d")')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create Access Token' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Access Token Created' })).not.toBeInTheDocument();
  });

  it('revokes a token after asking, and not when the question is cancelled', async () => {
    const api = serve(['viewer']);
    api.on('DELETE', `/api/auth/tokens/${CI}`, { status: 204 });
    const user = userEvent.setup();
    openTokens();
    await user.click(within(await rowOf('ci pipeline')).getByRole('button', { name: 'Revoke ci pipeline' }));
    let confirm = screen.getByRole('dialog', { name: 'Revoke Access Token' });
    expect(within(confirm).getByText(/stops working at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/auth/tokens/${CI}`)).toHaveLength(0);

    await user.click(within(await rowOf('ci pipeline')).getByRole('button', { name: 'Revoke ci pipeline' }));
    confirm = screen.getByRole('dialog', { name: 'Revoke Access Token' });
    const listCalls = api.calls('GET', '/api/auth/tokens').length;
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Access token revoked')).toBeInTheDocument();
    expect(api.calls('DELETE', `/api/auth/tokens/${CI}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.calls('GET', '/api/auth/tokens').length).toBeGreaterThan(listCalls));
  });

  it('is the page at /settings/tokens, open to a viewer too', async () => {
    installFakeApi({ ...frameApi({ roles: ['viewer'] }), 'GET /api/auth/tokens': () => json(TOKENS) });
    renderApp('/settings/tokens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Tokens' })).toBeInTheDocument();
    expect(await rowOf('ci pipeline')).toBeInTheDocument();
  });
});
