import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '#src/api/browser-location.ts';
import { toast } from '#src/ui/toast/toast-store.ts';
import { frameApi, installFakeApi, json, whoami } from './support/fake-api.ts';
import { renderApp } from './support/render-app.tsx';

const clipboardDescriptor = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: clipboard });
}

afterEach(() => {
  if (clipboardDescriptor) Object.defineProperty(window.navigator, 'clipboard', clipboardDescriptor);
  else Reflect.deleteProperty(window.navigator, 'clipboard');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.clear();
});

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'User menu' }));
  return screen.findByRole('menu');
}

describe('user menu', () => {
  it('greets the user and offers the profile, the kubeconfig, the versions and sign out', async () => {
    installFakeApi({ ...frameApi({ version: '2.4.1' }), 'GET /api/auth/whoami': () => json(whoami(['admin'], { name: 'Grace Hopper' })) });
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status');
    const menu = await openUserMenu(user);
    expect(within(menu).getByText('Hi, Grace Hopper')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/profile-settings');
    expect(within(menu).getByRole('menuitem', { name: 'Download kubeconfig' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).getByText('Frontend 1.0.783')).toBeInTheDocument();
    expect(await within(menu).findByText('Backend 2.4.1')).toBeInTheDocument();
  });

  it('is offered once the page is ready, so an opened menu does not close by itself when the roles arrive', async () => {
    let answerWhoami: (response: Response) => void = () => {};
    installFakeApi({ ...frameApi(), 'GET /api/auth/whoami': () => new Promise<Response>((resolve) => (answerWhoami = resolve)) });
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Queue Status' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('button', { name: 'User menu' })).not.toBeInTheDocument();

    answerWhoami(json(whoami(['admin'], { name: 'Grace Hopper' })));
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(within(await screen.findByRole('menu')).getByText('Hi, Grace Hopper')).toBeInTheDocument();
  });

  it('shows Backend NA when the about call fails', async () => {
    installFakeApi({ ...frameApi(), 'GET /api/about': () => json({ error: 'internal', message: 'boom' }, { status: 500 }) });
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status');
    const menu = await openUserMenu(user);
    expect(await within(menu).findByText('Backend NA')).toBeInTheDocument();
  });

  it('goes to the profile page', async () => {
    installFakeApi(frameApi());
    const user = userEvent.setup();
    const app = renderApp('/settings/event-queue-status');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Your Profile' }));
    await waitFor(() => expect(app.location()).toBe('/profile-settings'));
  });

  it('shows the kubeconfig steps with a command named after the backend address, and copies it', async () => {
    installFakeApi({
      ...frameApi(),
      'GET /api/auth/whoami': () => json(whoami(['admin'], { hostname: 'https://ops.example.com:8443' })),
    });
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    renderApp('/settings/event-queue-status');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Download kubeconfig' }));

    const dialog = await screen.findByRole('dialog', { name: 'Download kubeconfig' });
    const download = within(dialog).getByRole('link', { name: 'Download kubeconfig' });
    expect(download).toHaveAttribute('href', '/api/kubeconfig');
    expect(download).toHaveAttribute('target', '_blank');
    const command = 'kubectl --kubeconfig ops-example-com-8443-kubeconfig.yaml get canaries';
    expect(within(dialog).getByText(command)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy command' }));
    expect(writeText).toHaveBeenCalledWith(command);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();

    const footerClose = within(dialog)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(footerClose!);
    expect(screen.queryByRole('dialog', { name: 'Download kubeconfig' })).not.toBeInTheDocument();
  });

  it.each([
    ['no clipboard', undefined, 'Clipboard not available'],
    ['a refused copy', { writeText: () => Promise.reject(new Error('denied')) }, 'Failed to copy to clipboard'],
  ])('tells the user when copying fails (%s)', async (_case, clipboard, message) => {
    installFakeApi(frameApi());
    const user = userEvent.setup();
    setClipboard(clipboard);
    renderApp('/settings/event-queue-status');
    await user.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Download kubeconfig' }));
    await user.click(await screen.findByRole('button', { name: 'Copy command' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('signs out through the identity service and comes back to the current page after the next login', async () => {
    const api = installFakeApi({
      ...frameApi(),
      'GET /api/.ory/self-service/logout/browser': () =>
        json({ logout_url: 'http://localhost/api/.ory/self-service/logout?token=tok-1', logout_token: 'tok-1' }),
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status?page=2');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(assign.mock.calls[0]![0]);
    expect(target.pathname).toBe('/api/.ory/self-service/logout');
    expect(target.searchParams.get('token')).toBe('tok-1');
    expect(target.searchParams.get('return_to')).toBe(`${window.location.origin}/login?return_to=%2Fsettings%2Fevent-queue-status%3Fpage%3D2`);
    expect(api.callsTo('/api/.ory/self-service/logout/browser')[0]!.headers.get('Accept')).toBe('application/json');
  });

  it('sends a user whose session is already gone to the login page with the current path', async () => {
    installFakeApi({
      ...frameApi(),
      'GET /api/.ory/self-service/logout/browser': () => json({ error: { id: 'session_inactive', code: 401 } }, { status: 401 }),
    });
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status');
    await user.click(within(await openUserMenu(user)).getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login?return_to=%2Fsettings%2Fevent-queue-status'));
  });
});

describe('help menu', () => {
  it('links to the docs', async () => {
    installFakeApi(frameApi());
    const user = userEvent.setup();
    renderApp('/settings/event-queue-status');
    await user.click(await screen.findByRole('button', { name: 'Help' }));
    const docs = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    expect(docs).toHaveAttribute('target', '_blank');
  });
});
