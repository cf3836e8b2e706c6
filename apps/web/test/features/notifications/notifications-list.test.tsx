import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openNotifications, rowOf, serveNotifications } from './support/notifications-page.tsx';

describe('the notifications list', () => {
  it('asks for the summary with person, team and creator, newest first, counted exactly', async () => {
    const api = serveNotifications(['admin']);
    openNotifications();
    await rowOf('Checks failing');
    const [call] = api.calls('GET', '/api/db/notifications_summary');
    expect(call!.query.get('select')).toBe('*,person:person_id(id,name),team:team_id(id,name),created_by(id,name)');
    expect(call!.query.get('order')).toBe('created_at.desc');
    expect(call!.query.get('limit')).toBe('50');
    expect(call!.headers.get('Prefer')).toContain('count=exact');
  });

  it('shows title (or name), events with +N more, recipients, filter, counts and repeat interval', async () => {
    serveNotifications(['admin']);
    openNotifications();
    const failing = await rowOf('Checks failing');
    expect(within(failing).getByText('check.failed')).toBeInTheDocument();
    expect(within(failing).getByText('check.passed')).toBeInTheDocument();
    expect(within(failing).queryByText('component.unhealthy')).not.toBeInTheDocument();
    expect(within(failing).getByText('+2 more')).toBeInTheDocument();
    expect(within(failing).getByRole('cell', { name: 'SRE' })).toBeInTheDocument();
    expect(within(failing).getByText("check.type == 'http'")).toBeInTheDocument();
    expect(within(failing).getByRole('cell', { name: '12' })).toBeInTheDocument();
    expect(within(failing).getByRole('cell', { name: '2.3s' })).toBeInTheDocument();
    expect(within(failing).getByRole('cell', { name: '1h' })).toBeInTheDocument();
    expect(within(failing).getByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();

    const config = await rowOf('config-changes');
    expect(within(config).getByRole('cell', { name: 'slack-ops' })).toBeInTheDocument();
    // Nothing failed: a plain 0, nothing to open.
    expect(within(config).queryByRole('button', { name: /failed/ })).not.toBeInTheDocument();
  });

  it('opens the most common error from the Failed count, without opening the edit dialog', async () => {
    serveNotifications(['admin']);
    openNotifications();
    const failing = await rowOf('Checks failing');
    await userEvent.click(within(failing).getByRole('button', { name: '3 failed: show the most common error' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checks failing: failed sends' });
    expect(within(dialog).getByText('Most common error')).toBeInTheDocument();
    expect(within(dialog).getByText('dial tcp 10.0.0.5:25: connection refused')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument();
  });

  it('says so when there are no notifications, and offers Add to writers', async () => {
    serveNotifications(['admin'], []);
    openNotifications();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add Notification' })).toHaveLength(2);
  });

  it("shows the server's reason when the list cannot be read", async () => {
    const api = serveNotifications(['admin']);
    api.on('GET', '/api/db/notifications_summary', { status: 500, body: { message: 'relation is gone' } });
    openNotifications();
    expect(await screen.findByText('Could not load notifications')).toBeInTheDocument();
    expect(screen.getByText('relation is gone')).toBeInTheDocument();
  });

  it('hides Add and Silence from a viewer and keeps rows closed, but shows the failures', async () => {
    serveNotifications(['viewer']);
    openNotifications();
    const failing = await rowOf('Checks failing');
    expect(screen.queryByRole('button', { name: 'Add Notification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Silence' })).not.toBeInTheDocument();
    await userEvent.click(within(failing).getByRole('cell', { name: 'SRE' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument();
    await userEvent.click(within(failing).getByRole('button', { name: /3 failed/ }));
    expect(await screen.findByRole('dialog', { name: /failed sends/ })).toBeInTheDocument();
  });

  it('breadcrumbs lead to the settings job history', async () => {
    serveNotifications(['admin']);
    openNotifications();
    await rowOf('Checks failing');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings/jobs');
    await waitFor(() => expect(document.title).toContain('Notifications'));
  });
});
