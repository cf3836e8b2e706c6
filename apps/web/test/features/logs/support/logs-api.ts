import type { LogSearchAnswer, LogSearchLine } from '@vigil/domain';
import type { ComponentWithLogs } from '#src/features/logs/api/get-log-sources.ts';
import type { FakeServer, RecordedRequest, Responder } from '#test/support/fake-server.ts';

export const CHECKOUT = '01900000-0000-7000-8000-00000000c001';
export const DATABASE = '01900000-0000-7000-8000-00000000c002';

export const COMPONENTS: ComponentWithLogs[] = [
  {
    id: CHECKOUT,
    name: 'checkout',
    type: 'Service',
    log_selectors: [
      { name: 'app', type: 'loki', labels: { app: 'checkout' } },
      { name: 'ingress', type: 'file', labels: {} },
    ],
  },
  { id: DATABASE, name: 'orders-db', type: 'Database', log_selectors: [{ name: 'postgres', type: 'kubernetes' }] },
];

export function aLine(message: string, labels: Record<string, string> = {}, timestamp = '2026-11-26T10:00:00.000Z'): LogSearchLine {
  return { timestamp, message, labels };
}

export function answer(results: LogSearchLine[], extra: Partial<LogSearchAnswer> = {}): LogSearchAnswer {
  return { total: results.length, more: false, results, errors: [], ...extra };
}

/** The components and backends the picker reads, and the search's replies in turn. */
export function serveLogs(server: FakeServer, ...searches: Responder[]) {
  server.on('GET', '/api/db/components_with_logs', { body: COMPONENTS });
  server.on('GET', '/api/db/logging_backends', { body: [{ name: 'observability' }] });
  server.on('POST', '/api/logs', ...(searches.length > 0 ? searches : [{ body: answer([aLine('payment accepted', { app: 'checkout', level: 'info' })]) }]));
}

export function searches(server: FakeServer): RecordedRequest[] {
  return server.calls('POST', '/api/logs');
}

export function lastSearch(server: FakeServer): Record<string, unknown> | undefined {
  return searches(server).at(-1)?.body as Record<string, unknown> | undefined;
}
