import type { Area, PageArea } from './area.ts';

const TOPOLOGY = { feature: 'topology', resource: 'database' } as const;
const INCIDENTS = { feature: 'incidents', resource: 'incident' } as const;
const PLAYBOOKS = { feature: 'playbooks', resource: 'playbooks' } as const;
const CATALOG = { feature: 'config', resource: 'database' } as const;
const SCRAPERS = { feature: 'settings.config_scraper', resource: 'config_scrapers' } as const;

const topologyPage = () => import('#src/features/topology/routes/topology.route.tsx').then((m) => m.TopologyRoute);
const configDetail = () => import('#src/features/catalog/routes/config-detail.route.tsx').then((m) => m.ConfigDetailRoute);

const CONFIG_TABS = [
  ['changes', 'Config Changes'],
  ['insights', 'Config Insights'],
  ['relationships', 'Config Relationships'],
  ['playbooks', 'Config Playbooks'],
  ['checks', 'Config Checks'],
] as const;

/**
 * Every page of the route table (spec 000 §2.1) and its sidebar item (§2.2); the identity, session
 * and error pages are in `router/app-routes.tsx`. Routes, the sidebar and the Settings submenu are
 * derived from this list, so a page is added by one entry (docs/architecture.md, "Web: adding a page").
 * The main sidebar items appear in the order of this list.
 */
export const AREAS: readonly Area[] = [
  {
    path: '/topology',
    redirectFrom: ['/'],
    title: 'Topology',
    ...TOPOLOGY,
    page: topologyPage,
    sidebar: { menu: 'main', name: 'Dashboard', icon: 'dashboard', resource: 'topologies' },
  },
  { path: '/topology/:id', title: 'Topology', ...TOPOLOGY, page: topologyPage },
  {
    path: '/topology/:id/:size',
    title: 'Topology',
    ...TOPOLOGY,
    bare: true,
    page: () => import('#src/features/topology/routes/topology-card.route.tsx').then((m) => m.TopologyCardRoute),
  },
  {
    path: '/view/topology/:id',
    title: 'Topology',
    resource: 'topologies',
    bare: true,
    withoutFeatureFlags: true,
    page: () => import('#src/features/topology/routes/topology-view.route.tsx').then((m) => m.TopologyViewRoute),
  },
  {
    path: '/health',
    title: 'Health',
    feature: 'health',
    resource: 'canaries',
    page: () => import('#src/features/health/routes/health.route.tsx').then((m) => m.HealthRoute),
    sidebar: { menu: 'main', icon: 'health' },
  },
  {
    path: '/incidents',
    title: 'Incidents',
    ...INCIDENTS,
    page: () => import('#src/features/incidents/routes/incidents.route.tsx').then((m) => m.IncidentsRoute),
    sidebar: { menu: 'main', icon: 'incidents' },
  },
  {
    path: '/incidents/:id',
    title: 'Incident',
    ...INCIDENTS,
    page: () => import('#src/features/incidents/routes/incident.route.tsx').then((m) => m.IncidentRoute),
  },
  {
    path: '/catalog',
    redirectFrom: ['/configs'],
    title: 'Catalog',
    ...CATALOG,
    page: () => import('#src/features/catalog/routes/catalog.route.tsx').then((m) => m.CatalogRoute),
    sidebar: { menu: 'main', icon: 'catalog' },
  },
  {
    path: '/catalog/changes',
    title: 'Catalog Changes',
    ...CATALOG,
    page: () => import('#src/features/catalog/routes/catalog-changes.route.tsx').then((m) => m.CatalogChangesRoute),
  },
  {
    path: '/catalog/insights',
    title: 'Catalog Insights',
    ...CATALOG,
    page: () => import('#src/features/catalog/routes/catalog-insights.route.tsx').then((m) => m.CatalogInsightsRoute),
  },
  { path: '/catalog/:id', title: 'Config', ...CATALOG, page: configDetail },
  ...CONFIG_TABS.map(([tab, title]): PageArea => ({ path: `/catalog/:id/${tab}`, title, ...CATALOG, page: configDetail })),
  {
    path: '/catalog/scrapers',
    // One page for the scrapers (spec 001 §2.5); the generic settings address leads here.
    redirectFrom: ['/settings/config_scrapers'],
    title: 'Scrapers',
    ...SCRAPERS,
    page: () => import('#src/features/scrapers/routes/scrapers.route.tsx').then((m) => m.ScrapersRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/catalog/scrapers/:id',
    redirectFrom: ['/settings/config_scrapers/:id'],
    title: 'Scraper',
    ...SCRAPERS,
    page: () => import('#src/features/scrapers/routes/scraper.route.tsx').then((m) => m.ScraperRoute),
  },
  {
    path: '/logs',
    title: 'Logs',
    feature: 'logs',
    resource: 'database',
    page: () => import('#src/features/logs/routes/logs.route.tsx').then((m) => m.LogsRoute),
    sidebar: { menu: 'main', icon: 'logs' },
  },
  { path: '/playbooks', title: 'Playbooks', ...PLAYBOOKS, page: () => import('#src/features/playbooks/routes/playbooks.route.tsx').then((m) => m.PlaybooksRoute), sidebar: { menu: 'main', icon: 'playbooks' } },
  { path: '/playbooks/runs', title: 'Playbook Runs', ...PLAYBOOKS, page: () => import('#src/features/playbook-runs/routes/playbook-runs.route.tsx').then((m) => m.PlaybookRunsRoute) },
  { path: '/playbooks/runs/:id', title: 'Playbook Run', ...PLAYBOOKS, page: () => import('#src/features/playbook-runs/routes/playbook-run.route.tsx').then((m) => m.PlaybookRunRoute) },

  {
    path: '/settings/connections',
    title: 'Connections',
    feature: 'settings.connections',
    resource: 'connections',
    page: () => import('#src/features/connections/routes/connections.route.tsx').then((m) => m.ConnectionsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/users',
    title: 'Users',
    feature: 'settings.users',
    resource: 'identities',
    page: () => import('#src/features/users/routes/users.route.tsx').then((m) => m.UsersRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/jobs',
    title: 'Job History',
    feature: 'settings.job_history',
    resource: 'database',
    page: () => import('#src/features/job-history/routes/job-history.route.tsx').then((m) => m.JobHistoryRoute),
    sidebar: { menu: 'settings', name: 'Jobs History' },
  },
  {
    path: '/settings/notifications',
    title: 'Notifications',
    feature: 'settings.notifications',
    resource: 'notifications',
    page: () => import('#src/features/notifications/routes/notifications.route.tsx').then((m) => m.NotificationsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/notifications/silence',
    title: 'Silence Notification',
    feature: 'settings.notifications',
    resource: 'notifications',
    action: 'write',
    page: () => import('#src/features/notifications/routes/silence-notification.route.tsx').then((m) => m.SilenceNotificationRoute),
  },
  {
    path: '/settings/feature-flags',
    title: 'Feature Flags',
    feature: 'settings.feature_flags',
    resource: 'properties',
    page: () => import('#src/features/feature-flags/routes/feature-flags.route.tsx').then((m) => m.FeatureFlagsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/event-queue-status',
    title: 'Event Queue Status',
    feature: 'settings.event_queue_status',
    resource: 'database',
    page: () => import('#src/features/event-queue/routes/event-queue.route.tsx').then((m) => m.EventQueueRoute),
    sidebar: { menu: 'settings', name: 'Event Queue' },
  },
  {
    path: '/settings/agents',
    alsoAt: ['/agents'],
    title: 'Agents',
    feature: 'agents',
    resource: 'agents',
    page: () => import('#src/features/agents/routes/agents.route.tsx').then((m) => m.AgentsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/tokens',
    title: 'Access Tokens',
    // Everyone manages their own tokens; `auth` is what every role but agent reads.
    resource: 'auth',
    page: () => import('#src/features/tokens/routes/tokens.route.tsx').then((m) => m.TokensRoute),
    sidebar: { menu: 'settings', name: 'Tokens' },
  },
  {
    path: '/settings/integrations',
    title: 'Integrations',
    feature: 'settings.integrations',
    resource: 'integrations',
    page: () => import('#src/features/integrations/routes/integrations.route.tsx').then((m) => m.IntegrationsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    path: '/settings/integrations/:type/:id',
    title: 'Integration',
    feature: 'settings.integrations',
    resource: 'integrations',
    action: 'write',
    page: () => import('#src/features/integrations/routes/integration.route.tsx').then((m) => m.IntegrationRoute),
  },

  {
    table: 'canaries',
    title: 'Health Checks',
    feature: 'settings.health',
    resource: 'canaries',
    page: () => import('#src/features/canaries/routes/canaries.route.tsx').then((m) => m.CanariesRoute),
    detailPage: () => import('#src/features/canaries/routes/canary.route.tsx').then((m) => m.CanaryRoute),
    sidebar: { menu: 'settings' },
  },
  {
    table: 'topologies',
    title: 'Topologies',
    feature: 'settings.topology',
    resource: 'topologies',
    page: () => import('#src/features/topologies/routes/topologies-settings.route.tsx').then((m) => m.TopologiesSettingsRoute),
    detailPage: () => import('#src/features/topologies/routes/topology-settings.route.tsx').then((m) => m.TopologySettingsRoute),
    sidebar: { menu: 'settings' },
  },
  {
    table: 'teams',
    title: 'Teams',
    feature: 'settings.teams',
    resource: 'database',
    page: () => import('#src/features/teams/routes/teams.route.tsx').then((m) => m.TeamsRoute),
    detailPage: () => import('#src/features/teams/routes/team.route.tsx').then((m) => m.TeamRoute),
    sidebar: { menu: 'settings' },
  },
  {
    table: 'incident_rules',
    title: 'Incident Rules',
    feature: ['settings.rules', 'incidents'],
    resource: 'incident',
    page: () => import('#src/features/incident-rules/routes/incident-rules.route.tsx').then((m) => m.IncidentRulesRoute),
    detailPage: () => import('#src/features/incident-rules/routes/incident-rule.route.tsx').then((m) => m.IncidentRuleRoute),
    sidebar: { menu: 'settings', name: 'Rules' },
  },
  {
    table: 'logging_backends',
    title: 'Log Backends',
    feature: ['settings.logging_backends', 'logs'],
    resource: 'logging_backends',
    page: () => import('#src/features/log-backends/routes/log-backends.route.tsx').then((m) => m.LogBackendsRoute),
    detailPage: () => import('#src/features/log-backends/routes/log-backend.route.tsx').then((m) => m.LogBackendRoute),
    sidebar: { menu: 'settings' },
  },
];
