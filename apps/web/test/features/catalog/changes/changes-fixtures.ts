import type { ConfigChangeDetail, ConfigChangeRow } from '#src/features/catalog/api/config-change.types.ts';
import type { FakeServer } from '#test/support/fake-server.ts';

export const CONFIG_ID = '0190f0aa-0000-7000-8000-000000000001';

export function aChange(overrides: Partial<ConfigChangeDetail> = {}): ConfigChangeDetail {
  return {
    id: '0190f0aa-0000-7000-8000-0000000000c1',
    config_id: CONFIG_ID,
    name: 'checkout-deployment',
    type: 'Kubernetes::Deployment',
    change_type: 'diff',
    severity: 'high',
    source: 'ConfigFile',
    summary: 'spec.replicas',
    created_by: null,
    external_created_by: 'deployer',
    created_at: '2024-06-01T10:00:00Z',
    count: 3,
    ...overrides,
  };
}

/** Answers the changes list, its filter options and the change detail. */
export function serveChanges(server: FakeServer, rows: ConfigChangeRow[], total = rows.length, detail?: ConfigChangeDetail) {
  return server
    .on('POST', '/api/catalog/changes', { body: { changes: rows, total } })
    .on('GET', '/api/db/change_types', { body: [{ change_type: 'diff' }, { change_type: 'Pulled' }] })
    .on('GET', '/api/db/config_types', { body: [{ type: 'Kubernetes::Deployment' }, { type: 'Kubernetes::Pod' }] })
    .on('GET', '/api/db/config_changes', { body: detail ? [detail] : [] });
}

/** The body of the most recent changes request. */
export function lastChangesBody(server: FakeServer): Record<string, unknown> {
  return server.calls('POST', '/api/catalog/changes').at(-1)?.body as Record<string, unknown>;
}
