import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '#test/support/kit-select.ts';
import { CHECK, OTHER_CHECK, openSilence, serveNotifications } from './support/notifications-page.tsx';

const CANARY = '01900000-0000-7000-8000-0000000000f1';
const HOUR_MS = 60 * 60 * 1000;

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Silence' }));

describe('silencing notifications', () => {
  it('prefills the check from ?check_id= and silences it for the next hour by default', async () => {
    const api = serveNotifications(['admin']);
    openSilence(`/settings/notifications/silence?check_id=${CHECK}`);
    expect(screen.getByLabelText('Resource type')).toHaveValue('check');
    const resource = screen.getByRole('combobox', { name: 'Resource' });
    await within(resource).findByText('payments-api');
    expect(resource).toHaveValue(CHECK);
    expect(screen.getByRole('button', { name: /^Duration:/ })).toHaveAccessibleName('Duration: Next 1 hour');

    await userEvent.click(screen.getByRole('switch', { name: 'Recursive' }));
    await userEvent.type(screen.getByLabelText('Description'), 'Planned maintenance');
    const before = Date.now();
    await submit();
    expect(await screen.findByText('Silenced notification')).toBeInTheDocument();
    const [call] = api.calls('POST', '/api/notification/silence');
    const body = call!.body as Record<string, unknown>;
    expect(body).toMatchObject({ check_id: CHECK, recursive: true, description: 'Planned maintenance' });
    expect(Object.keys(body).sort()).toEqual(['check_id', 'description', 'from', 'recursive', 'until']);
    const from = Date.parse(body.from as string);
    const until = Date.parse(body.until as string);
    expect(from).toBeGreaterThanOrEqual(before - 1000);
    expect(until - from).toBe(HOUR_MS);
  });

  it('prefills a canary from ?canary_id=', async () => {
    const api = serveNotifications(['admin']);
    api.on('GET', '/api/db/canaries', { body: [{ id: CANARY, name: 'payments', namespace: 'prod' }] });
    openSilence(`/settings/notifications/silence?canary_id=${CANARY}`);
    expect(screen.getByLabelText('Resource type')).toHaveValue('canary');
    await within(screen.getByRole('combobox', { name: 'Resource' })).findByText('prod/payments');
    await submit();
    await screen.findByText('Silenced notification');
    expect(api.calls('POST', '/api/notification/silence')[0]!.body).toMatchObject({ canary_id: CANARY, recursive: false });
  });

  it('needs a resource', async () => {
    const api = serveNotifications(['admin']);
    openSilence();
    await submit();
    expect(await screen.findByText('Silence: a resource is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notification/silence')).toHaveLength(0);

    await chooseOption(screen.getByRole('combobox', { name: 'Resource' }), 'billing-api');
    expect(screen.queryByText('Silence: a resource is required')).not.toBeInTheDocument();
    await submit();
    await screen.findByText('Silenced notification');
    expect(api.calls('POST', '/api/notification/silence')[0]!.body).toMatchObject({ check_id: OTHER_CHECK });
  });

  it('offers only future durations and refuses a window that has already ended', async () => {
    const api = serveNotifications(['admin']);
    openSilence(`/settings/notifications/silence?check_id=${CHECK}`);
    await userEvent.click(screen.getByRole('button', { name: /^Duration:/ }));
    const panel = screen.getByRole('dialog', { name: 'Duration' });
    const presets = within(within(panel).getByRole('region', { name: 'Next' })).getAllByRole('button').map((b) => b.textContent);
    expect(presets[0]).toBe('Next 5 minutes');
    expect(presets.at(-1)).toBe('Next 5 years');
    expect(within(panel).queryByRole('region', { name: 'Relative' })).not.toBeInTheDocument();

    fireEvent.change(within(panel).getByLabelText('From'), { target: { value: '2020-05-01T10:00' } });
    fireEvent.change(within(panel).getByLabelText('To'), { target: { value: '2020-05-01T12:00' } });
    await userEvent.click(within(panel).getByRole('button', { name: 'Submit' }));
    // Choosing the range does not send the silence on its own.
    expect(api.calls('POST', '/api/notification/silence')).toHaveLength(0);
    await submit();
    expect(await screen.findByText('Silence: the duration must end in the future')).toBeInTheDocument();
    expect(api.calls('POST', '/api/notification/silence')).toHaveLength(0);
  });

  it("says it failed, with the server's reason under the form", async () => {
    const api = serveNotifications(['admin']);
    api.on('POST', '/api/notification/silence', { status: 400, body: { error: 'until must be after from' } });
    openSilence(`/settings/notifications/silence?check_id=${CHECK}`);
    await within(screen.getByRole('combobox', { name: 'Resource' })).findByText('payments-api');
    await submit();
    expect(await screen.findByText('Failed to silence notification')).toBeInTheDocument();
    expect(screen.getByText('until must be after from')).toBeInTheDocument();
  });

  it('sits under Notifications in the breadcrumbs', () => {
    serveNotifications(['admin']);
    openSilence();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/settings/notifications');
  });
});
