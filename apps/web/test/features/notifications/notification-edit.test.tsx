import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '#test/support/kit-select.ts';
import { ADA, NOTIFICATIONS, ON_CONFIG, ON_FAIL, openNotifications, rowOf, serveNotifications } from './support/notifications-page.tsx';

async function openEdit(title: string) {
  openNotifications();
  await userEvent.click(within(await rowOf(title)).getAllByRole('cell')[0]!);
  const dialog = await screen.findByRole('dialog', { name: 'Edit Notification' });
  await within(dialog).findByLabelText('Title');
  return dialog;
}

describe('editing a notification', () => {
  it('opens with the saved values, read afresh with the same joins', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openEdit('Checks failing');
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Checks failing');
    expect(within(dialog).getByRole('button', { name: /^Events:/ })).toHaveAccessibleName('Events: 4 selected');
    expect(within(within(dialog).getByRole('group', { name: 'Recipient type' })).getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('Repeat interval')).toHaveValue('1h');
    const lookup = api.calls('GET', '/api/db/notifications')[0]!;
    expect(lookup.query.get('id')).toBe(`eq.${ON_FAIL}`);
    expect(lookup.query.get('select')).toBe('*,person:person_id(id,name),team:team_id(id,name),created_by(id,name)');
  });

  it('saves a switch from team to person with the team and custom services written as null', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openEdit('Checks failing');
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Recipient type' })).getByRole('button', { name: 'Person' }));
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Person' }), 'Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Notification updated successfully')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/notifications');
    expect(patch!.query.get('id')).toBe(`eq.${ON_FAIL}`);
    expect(patch!.body).toEqual({
      title: 'Checks failing',
      events: ['check.failed', 'check.passed', 'component.unhealthy', 'config.unhealthy'],
      filter: "check.type == 'http'",
      person_id: ADA,
      team_id: null,
      custom_services: null,
      template: null,
      repeat_interval: '1h',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument());
  });

  it('keeps custom services and the custom template of a notification that has them', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openEdit('config-changes');
    expect(within(dialog).getByRole('button', { name: /^Connections:/ })).toHaveTextContent('slack-ops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText('Notification updated successfully');
    expect(api.calls('PATCH', '/api/db/notifications')[0]!.body).toMatchObject({
      person_id: null,
      team_id: null,
      custom_services: [{ connection: 'connection://default/slack-ops', name: 'slack-ops' }],
      template: 'Config {{.config.name}} changed',
    });
  });

  it('sends a test and says how it went', async () => {
    const api = serveNotifications(['admin']);
    api.on(
      'POST',
      `/api/notification/${ON_CONFIG}/test`,
      { body: { message: 'Test notification sent', payload: { event: 'config.updated', status: 'sent', duration_millis: 120 } } },
      { status: 502, body: { error: 'bad_gateway', message: 'The test notification was not sent: slack answered 404 channel_not_found' } },
    );
    const dialog = await openEdit('config-changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test notification failed: The test notification was not sent: slack answered 404 channel_not_found')).toBeInTheDocument();
    expect(api.calls('POST', `/api/notification/${ON_CONFIG}/test`)).toHaveLength(2);
    expect(api.calls('POST', `/api/notification/${ON_CONFIG}/test`)[0]!.body).toEqual({ event: 'config.updated' });
  });

  it('sends a sample of the event chosen among the notification\'s events', async () => {
    const api = serveNotifications(['admin']);
    api.on('POST', `/api/notification/${ON_FAIL}/test`, { body: { message: 'Test notification sent', payload: { event: 'component.unhealthy', status: 'sent' } } });
    const dialog = await openEdit('Checks failing');
    const choice = within(dialog).getByRole('combobox', { name: 'Test event' });
    expect(choice).toHaveTextContent('check.failed');
    await chooseOption(choice, 'component.unhealthy');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await screen.findByText('Test notification sent')).toBeInTheDocument();
    expect(api.calls('POST', `/api/notification/${ON_FAIL}/test`)[0]!.body).toEqual({ event: 'component.unhealthy' });
  });

  it('deletes after confirmation, as a soft delete', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openEdit('config-changes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Notification' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification deleted successfully')).toBeInTheDocument();
    const [patch] = api.calls('PATCH', '/api/db/notifications');
    expect(patch!.query.get('id')).toBe(`eq.${ON_CONFIG}`);
    expect(Object.keys(patch!.body as object)).toEqual(['deleted_at']);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    const api = serveNotifications(['admin']);
    api.on('PATCH', '/api/db/notifications', { status: 400, body: { message: 'filter: undeclared reference to chek' } });
    const dialog = await openEdit('Checks failing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('filter: undeclared reference to chek')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Notification' })).toBeInTheDocument();
  });

  it('shows a notification managed elsewhere read-only, still offering Send test', async () => {
    const managed = { ...NOTIFICATIONS[1]!, id: '01900000-0000-7000-8000-0000000000d3', name: 'from-crd', source: 'KubernetesCRD' };
    serveNotifications(['admin'], [managed]);
    const dialog = await openEdit('from-crd');
    expect(within(dialog).getByRole('note')).toHaveTextContent('This notification is read-only: it is managed by KubernetesCRD.');
    expect(within(dialog).getByLabelText('Title')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send test' })).toBeEnabled();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Notification' })).not.toBeInTheDocument());
  });
});
