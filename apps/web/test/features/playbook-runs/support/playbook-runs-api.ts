import type { FakeServer } from '#test/support/fake-server.ts';
import { whoami } from '#test/support/whoami-reply.ts';

export const ME = '01900000-0000-7000-8000-0000000000aa';
export const RESTART_PLAYBOOK = '01900000-0000-7000-8000-00000000a001';
export const HEALTH_PLAYBOOK = '01900000-0000-7000-8000-00000000a002';
export const RUN_ID = '01900000-0000-7000-8000-00000000b001';
export const NEW_RUN_ID = '01900000-0000-7000-8000-00000000b009';
export const ORDERS_CONFIG = '01900000-0000-7000-8000-00000000c001';
export const FIRST_ACTION = '01900000-0000-7000-8000-00000000d001';
export const SECOND_ACTION = '01900000-0000-7000-8000-00000000d002';
export const THIRD_ACTION = '01900000-0000-7000-8000-00000000d003';

export const RUN_PATH = '/api/db/playbook_runs';
export const ACTIONS_PATH = '/api/db/rpc/get_playbook_run_actions';
export const ACTION_PATH = '/api/db/playbook_run_actions';

const START = '2026-11-26T10:00:05.000Z';

export const PLAYBOOK_NAMES = [
  { id: RESTART_PLAYBOOK, name: 'restart-pod', title: 'Restart pod' },
  { id: HEALTH_PLAYBOOK, name: 'call-health', title: 'Call health endpoint' },
];

/** A run as `/api/db/playbook_runs` returns it with its embeds. */
export function runRow(overrides: Record<string, unknown> = {}) {
  return {
    id: RUN_ID,
    playbook_id: RESTART_PLAYBOOK,
    status: 'completed',
    created_at: '2026-11-26T10:00:00.000Z',
    start_time: START,
    end_time: '2026-11-26T10:01:10.000Z',
    scheduled_time: '2026-11-26T10:00:00.000Z',
    created_by: ME,
    triggered_by: null,
    config_id: ORDERS_CONFIG,
    check_id: null,
    component_id: null,
    error: null,
    request: null,
    parameters: { replicas: '3', service: 'orders' },
    parent_id: null,
    spec: {},
    playbook: { id: RESTART_PLAYBOOK, name: 'restart-pod', title: 'Restart pod', icon: null },
    config: { id: ORDERS_CONFIG, name: 'orders-db', type: 'Postgres::Database' },
    check: null,
    component: null,
    creator: { id: ME, name: 'Ada Admin', email: 'ada@example.com', avatar: null },
    ...overrides,
  };
}

/** An action of the run, as the step list (no result) and the output pane (with it) read it. */
export function actionRow(id: string, name: string, status: string, result: Record<string, unknown> | null = null, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    status,
    playbook_run_id: RUN_ID,
    start_time: status === 'skipped' ? null : START,
    end_time: status === 'completed' || status === 'failed' ? '2026-11-26T10:00:45.000Z' : null,
    scheduled_time: START,
    retry_count: 0,
    result,
    error: null,
    ...overrides,
  };
}

/** The signed-in user (with these roles), the playbook names and properties. */
export function servePlaybookRunsBasics(server: FakeServer, roles: string[]): FakeServer {
  return server
    .on('GET', '/api/auth/whoami', whoami(roles, ME))
    .on('GET', '/api/properties', { body: [] })
    .on('GET', '/api/db/playbook_names', { body: PLAYBOOK_NAMES });
}

/** The latest request to `path`. */
export function lastQuery(server: FakeServer, path: string): URLSearchParams {
  const calls = server.calls('GET', path);
  return calls[calls.length - 1]!.query;
}

/** The action of the output pane answered by id from these rows, each with no artifacts. */
export function serveActionsById(server: FakeServer, rows: ReturnType<typeof actionRow>[]): FakeServer {
  for (const row of rows) server.on('GET', artifactsPath(row.id), { body: [] });
  return server.on('GET', ACTION_PATH, (request) => {
    const id = request.query.get('id')?.replace(/^eq\./, '');
    return { body: rows.filter((row) => row.id === id) };
  });
}

/** Where the files an action left are listed. */
export function artifactsPath(actionId: string): string {
  return `/api/playbook/run/action/${actionId}/artifacts`;
}
