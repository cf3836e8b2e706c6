import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsRoute } from '#src/features/notifications/routes/notifications.route.tsx';
import { SilenceNotificationRoute } from '#src/features/notifications/routes/silence-notification.route.tsx';
import { FakeServer } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';

export const ME = '01900000-0000-7000-8000-0000000000aa';
export const ADA = '01900000-0000-7000-8000-0000000000a1';
export const GRACE = '01900000-0000-7000-8000-0000000000a2';
export const SRE = '01900000-0000-7000-8000-0000000000b1';
export const PAGER = '01900000-0000-7000-8000-0000000000c1';
export const SLACK = '01900000-0000-7000-8000-0000000000c2';
export const ON_FAIL = '01900000-0000-7000-8000-0000000000d1';
export const ON_CONFIG = '01900000-0000-7000-8000-0000000000d2';
export const CHECK = '01900000-0000-7000-8000-0000000000e1';
export const OTHER_CHECK = '01900000-0000-7000-8000-0000000000e2';

function summaryRow(overrides: Record<string, unknown>) {
  return {
    id: ON_FAIL,
    name: null,
    title: 'Checks failing',
    events: ['check.failed'],
    filter: null,
    template: null,
    properties: null,
    person_id: null,
    team_id: null,
    custom_services: null,
    repeat_interval: null,
    source: null,
    created_by: { id: ME, name: 'Ada Admin' },
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-02T09:00:00Z',
    pending: 0,
    sent: 0,
    failed: 0,
    avg_duration_ms: null,
    most_common_error: null,
    person: null,
    team: null,
    ...overrides,
  };
}

export const NOTIFICATIONS = [
  summaryRow({
    id: ON_FAIL,
    title: 'Checks failing',
    events: ['check.failed', 'check.passed', 'component.unhealthy', 'config.unhealthy'],
    filter: "check.type == 'http'",
    team_id: SRE,
    team: { id: SRE, name: 'SRE' },
    repeat_interval: '1h',
    pending: '1',
    sent: '12',
    failed: '3',
    avg_duration_ms: 2300,
    most_common_error: 'dial tcp 10.0.0.5:25: connection refused',
  }),
  summaryRow({
    id: ON_CONFIG,
    title: null,
    name: 'config-changes',
    events: ['config.updated'],
    custom_services: [{ connection: 'connection://default/slack-ops', name: 'slack-ops' }],
    template: 'Config {{.config.name}} changed',
    sent: 4,
  }),
];

/** The notifications API as the pages see it, for a user with these roles. */
export function serveNotifications(roles: string[], rows: unknown[] = NOTIFICATIONS): FakeServer {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles, ME))
    .on('GET', '/api/db/notifications_summary', { body: rows, headers: { 'Content-Range': `0-${Math.max(rows.length - 1, 0)}/${rows.length}` } })
    .on('GET', '/api/db/notifications', (request) => ({
      body: rows.filter((row) => `eq.${(row as { id: string }).id}` === request.query.get('id')),
    }))
    .on('GET', '/api/db/people', {
      body: [
        { id: ADA, name: 'Ada Lovelace' },
        { id: GRACE, name: 'Grace Hopper' },
      ],
    })
    .on('GET', '/api/db/teams', { body: [{ id: SRE, name: 'SRE' }] })
    .on('GET', '/api/db/connections', {
      body: [
        { id: PAGER, name: 'pager-mail', namespace: 'ops', type: 'email' },
        { id: SLACK, name: 'slack-ops', namespace: 'default', type: 'slack' },
      ],
    })
    .on('GET', '/api/db/checks', (request) =>
      request.query.get('id') === `eq.${CHECK}`
        ? { body: [{ id: CHECK, name: 'payments-api' }] }
        : { body: [{ id: OTHER_CHECK, name: 'billing-api' }] },
    )
    .on('POST', '/api/db/notifications', { status: 201, body: [] })
    .on('PATCH', '/api/db/notifications', { body: [] })
    .on('POST', '/api/notification/silence', { status: 201, body: { id: 'silence-1' } });
}

export function openNotifications(address = '/settings/notifications') {
  return renderRoute(<NotificationsRoute />, { path: '/settings/notifications', address });
}

export function openSilence(address = '/settings/notifications/silence') {
  return renderRoute(<SilenceNotificationRoute />, { path: '/settings/notifications/silence', address });
}

export async function rowOf(text: string) {
  return (await screen.findByRole('cell', { name: text })).closest('tr')!;
}

/** Ticks events in the Events dropdown of a dialog, then closes it. */
export async function chooseEvents(dialog: HTMLElement, events: string[]) {
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('button', { name: /^Events:/ }));
  const panel = screen.getByRole('dialog', { name: 'Events' });
  for (const event of events) await user.click(within(panel).getByRole('checkbox', { name: event }));
  await user.keyboard('{Escape}');
}
