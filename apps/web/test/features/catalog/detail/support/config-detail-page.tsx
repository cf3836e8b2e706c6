import { ConfigDetailRoute } from '#src/features/catalog/routes/config-detail.route.tsx';
import type { ConfigDetail } from '#src/features/catalog/api/config-detail.types.ts';
import { FakeServer, type Reply } from '#test/support/fake-server.ts';
import { renderRoute } from '#test/support/render-route.tsx';
import { whoami } from '#test/support/whoami-reply.ts';
// The checks tab loads the check dialog lazily; loading it with the tests keeps its first opening inside findBy's wait.
import '#src/features/health/components/check-detail-dialog.tsx';

export const CONFIG_ID = '01900000-0000-7000-8000-c00000000001';
export const SCRAPER_ID = '01900000-0000-7000-8000-5c0000000001';
export const DETAIL_PATH = '/api/db/config_detail';

export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A live Kubernetes deployment scraped a few minutes ago. */
export function aConfig(overrides: Partial<ConfigDetail> = {}): ConfigDetail {
  return {
    id: CONFIG_ID,
    name: 'checkout-api',
    type: 'Kubernetes::Deployment',
    config_class: 'Deployment',
    status: 'Running',
    health: 'healthy',
    external_id: ['default/checkout-api'],
    labels: { name: 'checkout-api', app: 'checkout', team: 'payments' },
    tags: { cluster: 'prod-eu' },
    properties: [{ name: 'replicas', text: '3' }],
    config: { kind: 'Deployment', spec: { replicas: 3 } },
    created_at: minutesAgo(600),
    updated_at: minutesAgo(30),
    deleted_at: null,
    last_scraped_time: minutesAgo(5),
    cost_total_1d: 4.5,
    cost_total_7d: 31.2,
    cost_total_30d: 130,
    agent: { id: '00000000-0000-0000-0000-000000000000', name: 'local' },
    scraper: { id: SCRAPER_ID, name: 'kubernetes-prod' },
    summary: { changes: 12, analysis: 1500, relationships: 4, playbook_runs: 0, checks: 2 },
    ...overrides,
  };
}

interface ServeOptions {
  roles?: string[];
  /** The workspace properties; incidents are on unless one disables them. */
  properties?: Array<{ name: string; value: string }>;
}

/** The API of the page: the detail row (or a failure), the user and the feature properties. */
export function serveConfig(detail: Reply = { body: [aConfig()] }, { roles = ['admin'], properties = [] }: ServeOptions = {}) {
  return new FakeServer()
    .install()
    .on('GET', '/api/auth/whoami', whoami(roles))
    .on('GET', '/api/properties', { body: properties })
    .on('GET', DETAIL_PATH, detail);
}

export function openConfig(address = `/catalog/${CONFIG_ID}`) {
  return renderRoute(<ConfigDetailRoute />, { path: '/catalog/:id/:tab?', address });
}
