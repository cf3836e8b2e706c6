import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '#test/support/kit-select.ts';
import { pasteIntoEditor } from '#test/support/code-editor.ts';
import { ADA, ME, SRE, chooseEvents, openNotifications, serveNotifications } from './support/notifications-page.tsx';

async function openCreate() {
  openNotifications();
  await userEvent.click(await screen.findByRole('button', { name: 'Add Notification' }));
  return screen.getByRole('dialog', { name: 'Create Notification' });
}

const recipientType = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: 'Recipient type' })).getByRole('button', { name });

async function editorOf(dialog: HTMLElement, name: string) {
  return within(dialog).findByRole('textbox', { name });
}

describe('creating a notification', () => {
  it('needs events and a recipient, and sends nothing until they are given', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(api.calls('POST', '/api/db/notifications')).toHaveLength(0);
  });

  it('offers the spec events and repeat intervals', async () => {
    serveNotifications(['admin']);
    const dialog = await openCreate();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Events:/ }));
    const events = within(screen.getByRole('dialog', { name: 'Events' })).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent);
    expect(events).toEqual([
      'Select all',
      'check.failed',
      'check.passed',
      'component.healthy',
      'component.unhealthy',
      'component.unknown',
      'component.warning',
      'config.created',
      'config.deleted',
      'config.healthy',
      'config.unhealthy',
      'config.unknown',
      'config.updated',
      'config.warning',
      'playbook.approval.inserted',
      'playbook.spec.approval.updated',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByLabelText('Repeat interval'));
    const intervals = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(intervals).toEqual(['None', '1h', '2h', '3h', '6h', '1d', '1w', '1m']);
  });

  it('creates one for a person, with filter, custom template and repeat interval', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Payments down');
    await chooseEvents(dialog, ['check.failed', 'component.unhealthy']);
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Person' }), 'Ada Lovelace');
    pasteIntoEditor(await editorOf(dialog, 'Filter'), "check.name == 'payments'");
    await userEvent.click(within(within(dialog).getByRole('group', { name: 'Template type' })).getByRole('button', { name: 'Custom Template' }));
    pasteIntoEditor(await editorOf(dialog, 'Custom template'), '{{.check.name}} is down');
    await chooseOption(within(dialog).getByLabelText('Repeat interval'), '6h');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Notification created successfully')).toBeInTheDocument();
    expect(api.calls('POST', '/api/db/notifications').map((call) => call.body)).toEqual([
      {
        title: 'Payments down',
        events: ['check.failed', 'component.unhealthy'],
        filter: "check.name == 'payments'",
        person_id: ADA,
        team_id: null,
        custom_services: null,
        template: '{{.check.name}} is down',
        repeat_interval: '6h',
        created_by: ME,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Notification' })).not.toBeInTheDocument());
  });

  it('creates one for a team', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await chooseEvents(dialog, ['config.unhealthy']);
    await userEvent.click(recipientType(dialog, 'Team'));
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Team' }), 'SRE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Notification created successfully');
    expect(api.calls('POST', '/api/db/notifications')[0]!.body).toMatchObject({
      events: ['config.unhealthy'],
      person_id: null,
      team_id: SRE,
      custom_services: null,
      template: null,
      filter: null,
      repeat_interval: null,
    });
  });

  it('creates one for connections (Others), each kept as a connection reference and a name', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await chooseEvents(dialog, ['check.failed']);
    await userEvent.click(recipientType(dialog, 'Others'));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Connections:/ }));
    const panel = screen.getByRole('dialog', { name: 'Connections' });
    await userEvent.click(await within(panel).findByRole('checkbox', { name: 'ops/pager-mail (email)' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'default/slack-ops (slack)' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Notification created successfully');
    expect(api.calls('POST', '/api/db/notifications')[0]!.body).toMatchObject({
      person_id: null,
      team_id: null,
      custom_services: [
        { connection: 'connection://ops/pager-mail', name: 'pager-mail' },
        { connection: 'connection://default/slack-ops', name: 'slack-ops' },
      ],
    });
    const lookup = api.calls('GET', '/api/db/connections')[0]!.query;
    expect(lookup.get('select')).toBe('id,name,namespace,type');
    // Only connections that can carry a message are offered.
    expect(lookup.get('type')).toMatch(/^in\.\(.*"slack".*\)$/);
    expect(lookup.get('type')).toContain('"email"');
    expect(lookup.get('type')).not.toContain('"postgres"');
  });

  it('clears the other recipients when the recipient type changes', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await chooseEvents(dialog, ['check.failed']);
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Person' }), 'Ada Lovelace');
    await userEvent.click(recipientType(dialog, 'Team'));
    await userEvent.click(recipientType(dialog, 'Person'));
    expect(within(dialog).getByRole('combobox', { name: 'Person' })).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/db/notifications')).toHaveLength(0);
  });

  it('clears the custom template when switching back to Default', async () => {
    const api = serveNotifications(['admin']);
    const dialog = await openCreate();
    await chooseEvents(dialog, ['check.failed']);
    await chooseOption(within(dialog).getByRole('combobox', { name: 'Person' }), 'Grace Hopper');
    const template = within(dialog).getByRole('group', { name: 'Template type' });
    await userEvent.click(within(template).getByRole('button', { name: 'Custom Template' }));
    pasteIntoEditor(await editorOf(dialog, 'Custom template'), 'Left behind');
    await userEvent.click(within(template).getByRole('button', { name: 'Default' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Custom template' })).not.toBeInTheDocument();
    await userEvent.click(within(template).getByRole('button', { name: 'Custom Template' }));
    expect(await editorOf(dialog, 'Custom template')).toHaveTextContent('');
    await userEvent.click(within(template).getByRole('button', { name: 'Default' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Notification created successfully');
    expect(api.calls('POST', '/api/db/notifications')[0]!.body).toMatchObject({ template: null });
  });

  it('points to the connections page when there is no connection to send through', async () => {
    const api = serveNotifications(['admin']);
    api.on('GET', '/api/db/connections', { body: [] });
    const dialog = await openCreate();
    await userEvent.click(recipientType(dialog, 'Others'));
    expect(await within(dialog).findByRole('link', { name: 'Connections' })).toHaveAttribute('href', '/settings/connections');
  });
});
