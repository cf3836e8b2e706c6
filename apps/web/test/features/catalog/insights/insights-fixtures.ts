import type { ConfigInsightRow } from '#src/features/catalog/api/config-insight.types.ts';
import type { FakeServer } from '#test/support/fake-server.ts';

export const CONFIG_ID = '0190f0aa-0000-7000-8000-000000000001';
export const COMPONENT_ID = '0190f0aa-0000-7000-8000-0000000000d1';

export function anInsight(overrides: Partial<ConfigInsightRow> = {}): ConfigInsightRow {
  return {
    id: '0190f0aa-0000-7000-8000-0000000000a1',
    config_id: CONFIG_ID,
    config: { id: CONFIG_ID, name: 'orders-db', type: 'AWS::RDS::DBInstance' },
    analyzer: 'public-snapshot',
    analysis_type: 'security',
    severity: 'high',
    status: 'open',
    summary: 'Snapshot is public',
    message: 'The snapshot can be read by anyone.',
    source: 'AWS',
    first_observed: '2024-05-01T08:00:00Z',
    last_observed: '2024-06-01T08:00:00Z',
    ...overrides,
  };
}

/** Answers the insights list (with its count) and the filter options. */
export function serveInsights(server: FakeServer, rows: ConfigInsightRow[], total = rows.length) {
  const range = rows.length === 0 ? `*/${total}` : `0-${rows.length - 1}/${total}`;
  return server
    .on('GET', '/api/db/config_analysis_items', { body: rows, headers: { 'Content-Range': range } })
    .on('GET', '/api/db/config_types', { body: [{ type: 'AWS::RDS::DBInstance' }, { type: 'Kubernetes::Pod' }] })
    .on('GET', '/api/db/config_analysis_analyzers', { body: [{ analyzer: 'public-snapshot' }, { analyzer: 'cost-advisor' }] })
    .on('GET', '/api/db/component_names', { body: [{ id: COMPONENT_ID, name: 'checkout' }] });
}

/** The query string of the most recent insights request. */
export function lastInsightsQuery(server: FakeServer): URLSearchParams {
  return server.calls('GET', '/api/db/config_analysis_items').at(-1)!.query;
}
