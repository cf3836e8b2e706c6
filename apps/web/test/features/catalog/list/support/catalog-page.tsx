import type { ConfigHealthCounts, ConfigSummaryRow } from '@vigil/domain';
import { afterEach, beforeEach } from 'vitest';
import { CatalogRoute } from '#src/features/catalog/routes/catalog.route.tsx';
import type { ConfigListItem } from '#src/features/catalog/api/config-list.types.ts';
import { FakeServer, type RecordedRequest, type Reply } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { stubVirtualLayout } from '#test/support/stub-virtual-layout.ts';
import { whoami } from '#test/support/whoami-reply.ts';

export const SUMMARY_PATH = '/api/catalog/summary';
export const CONFIGS_PATH = '/api/db/configs';
const CATALOG_SCROLL_BOXES = new Set(['config-list-scroll']);

let serial = 0;

export function aConfig(overrides: Partial<ConfigListItem> = {}): ConfigListItem {
  serial += 1;
  return {
    id: `00000000-0000-0000-0000-${String(serial).padStart(12, '0')}`,
    name: `item-${serial}`,
    type: 'Kubernetes::Pod',
    config_class: 'Pod',
    status: 'Running',
    health: 'healthy',
    labels: {},
    tags: {},
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-02T00:00:00Z',
    deleted_at: null,
    cost_per_minute: null,
    cost_total_1d: null,
    cost_total_7d: null,
    cost_total_30d: null,
    changes: 0,
    analysis: {},
    ...overrides,
  };
}

/** What a test sets of a summary row; its health may name only the states the test is about. */
type SummaryRowOverrides = Partial<Pick<ConfigSummaryRow, 'type' | 'config_class' | 'count' | 'changes' | 'analysis' | 'cost_total_30d'>> & {
  health?: Partial<ConfigHealthCounts>;
  [groupColumn: string]: unknown;
};

/** A summary row as the server sends it; health states left out count zero. */
export function aSummaryRow({ health = { healthy: 1 }, ...overrides }: SummaryRowOverrides = {}): ConfigSummaryRow {
  return {
    config_class: 'Pod',
    type: 'Kubernetes::Pod',
    count: 1,
    changes: 0,
    analysis: {},
    cost_total_30d: null,
    ...overrides,
    health: { healthy: 0, unhealthy: 0, warning: 0, unknown: 0, ...health },
  };
}

/** Answers `/configs` like the data API: the page that `limit`/`offset` ask for, with the total counted. */
export function pagedConfigs(items: readonly ConfigListItem[]) {
  return (request: RecordedRequest): Reply => {
    const offset = Number(request.query.get('offset') ?? 0);
    const limit = Number(request.query.get('limit') ?? items.length);
    const page = items.slice(offset, offset + limit);
    const range = page.length === 0 ? `*/${items.length}` : `${offset}-${offset + page.length - 1}/${items.length}`;
    return { body: page, headers: { 'Content-Range': range } };
  };
}

export interface CatalogApi {
  summary?: Reply | ((request: RecordedRequest) => Reply);
  configs?: readonly ConfigListItem[];
  types?: unknown;
  labels?: unknown;
  tags?: unknown;
}

/** The API of the catalog page, with empty filter lists unless given. */
export function serveCatalog(api: CatalogApi = {}) {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(['admin']))
    .on('POST', SUMMARY_PATH, api.summary ?? { body: [aSummaryRow()] })
    .on('GET', CONFIGS_PATH, pagedConfigs(api.configs ?? []))
    .on('GET', '/api/db/config_types', { body: api.types ?? [] })
    .on('GET', '/api/db/config_statuses', { body: [] })
    .on('GET', '/api/db/config_labels', { body: api.labels ?? [] })
    .on('GET', '/api/db/config_tags', { body: api.tags ?? [] });
}

export function openCatalog(address = '/catalog') {
  // The splat lets a row click land on /catalog/{id} without a missing-route error.
  return renderRoute(<CatalogRoute />, { path: '/catalog/*', address });
}

/** The list's scroll box gets the height a browser would report, and each rendered row 37 px. */
export function catalogLayoutForEachTest(viewportHeight: number) {
  let restore: () => void = () => {};
  beforeEach(() => {
    window.localStorage.clear();
    restore = stubVirtualLayout({ scrollBoxes: CATALOG_SCROLL_BOXES, viewportHeight, rowHeight: 37 });
  });
  afterEach(() => restore());
}
