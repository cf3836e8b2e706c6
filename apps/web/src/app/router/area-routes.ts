import type { AreaRoute } from './area-route.ts';
import { AREA_PAGES as page } from './area-pages.ts';
import { settingsTableAccess } from './settings-tables.ts';

const TOPOLOGY = { feature: 'topology', resource: 'database' } as const;
const INCIDENTS = { feature: 'incidents', resource: 'incident' } as const;
const PLAYBOOKS = { feature: 'playbooks', resource: 'playbooks' } as const;
const CATALOG = { feature: 'config', resource: 'database' } as const;
const SCRAPERS = { feature: 'settings.config_scraper', resource: 'config_scrapers' } as const;
const AGENTS = { title: 'Agents', feature: 'agents', resource: 'agents' } as const;

const CONFIG_TABS = [
  ['changes', 'Config Changes'],
  ['insights', 'Config Insights'],
  ['relationships', 'Config Relationships'],
  ['playbooks', 'Config Playbooks'],
  ['checks', 'Config Checks'],
] as const;

/** The route table of spec 000 §2.1 (identity, session and error pages are in `app-routes.tsx`). */
export const AREA_ROUTES: readonly AreaRoute[] = [
  {
    path: '/view/topology/:id',
    title: 'Topology',
    resource: 'topologies',
    bare: true,
    withoutFeatureFlags: true,
    page: page.publicTopology,
  },
  { path: '/topology', title: 'Topology', ...TOPOLOGY, page: page.topology },
  { path: '/topology/:id', title: 'Topology', ...TOPOLOGY, page: page.topology },
  { path: '/topology/:id/:size', title: 'Topology', ...TOPOLOGY, bare: true, page: page.topologyCard },
  { path: '/incidents', title: 'Incidents', ...INCIDENTS, page: page.incidents },
  { path: '/incidents/:id', title: 'Incident', ...INCIDENTS, page: page.incident },
  { path: '/health', title: 'Health', feature: 'health', resource: 'canaries', page: page.health },
  { path: '/playbooks', title: 'Playbooks', ...PLAYBOOKS, page: page.playbooks },
  { path: '/playbooks/runs', title: 'Playbook Runs', ...PLAYBOOKS, page: page.playbookRuns },
  { path: '/playbooks/runs/:id', title: 'Playbook Run', ...PLAYBOOKS, page: page.playbookRun },
  {
    path: '/settings/connections',
    title: 'Connections',
    feature: 'settings.connections',
    resource: 'connections',
    page: page.connections,
  },
  { path: '/settings/users', title: 'Users', feature: 'settings.users', resource: 'identities', page: page.users },
  { path: '/settings/jobs', title: 'Job History', feature: 'settings.job_history', resource: 'database', page: page.jobs },
  {
    path: '/settings/notifications',
    title: 'Notifications',
    feature: 'settings.notifications',
    resource: 'notifications',
    page: page.notifications,
  },
  {
    path: '/settings/notifications/silence',
    title: 'Silence Notification',
    feature: 'settings.notifications',
    resource: 'notifications',
    action: 'write',
    page: page.notificationSilence,
  },
  {
    path: '/settings/feature-flags',
    title: 'Feature Flags',
    feature: 'settings.feature_flags',
    resource: 'properties',
    page: page.featureFlags,
  },
  {
    path: '/settings/event-queue-status',
    title: 'Event Queue Status',
    feature: 'settings.event_queue_status',
    resource: 'database',
    page: page.eventQueue,
  },
  { path: '/settings/agents', ...AGENTS, page: page.agents },
  // Everyone manages their own tokens; `auth` is what every role but agent reads.
  { path: '/settings/tokens', title: 'Access Tokens', resource: 'auth', page: page.tokens },
  { path: '/agents', ...AGENTS, page: page.agents },
  {
    path: '/settings/integrations',
    title: 'Integrations',
    feature: 'settings.integrations',
    resource: 'integrations',
    page: page.integrations,
  },
  {
    path: '/settings/integrations/:type/:id',
    title: 'Integration',
    feature: 'settings.integrations',
    resource: 'integrations',
    action: 'write',
    page: page.integration,
  },
  { path: '/settings/:table', title: 'Settings', resolve: (params) => settingsTableAccess(params.table), page: page.settingsTable },
  { path: '/settings/:table/:id', title: 'Settings', resolve: (params) => settingsTableAccess(params.table), page: page.settingsResource },
  { path: '/logs', title: 'Logs', feature: 'logs', resource: 'database', page: page.logs },
  { path: '/catalog', title: 'Catalog', ...CATALOG, page: page.catalog },
  { path: '/catalog/changes', title: 'Catalog Changes', ...CATALOG, page: page.catalogChanges },
  { path: '/catalog/insights', title: 'Catalog Insights', ...CATALOG, page: page.catalogInsights },
  { path: '/catalog/scrapers', title: 'Scrapers', ...SCRAPERS, page: page.scrapers },
  { path: '/catalog/scrapers/:id', title: 'Scraper', ...SCRAPERS, page: page.scraper },
  { path: '/catalog/:id', title: 'Config', ...CATALOG, page: page.config },
  ...CONFIG_TABS.map(([tab, title]): AreaRoute => ({ path: `/catalog/:id/${tab}`, title, ...CATALOG, page: page.config })),
];
