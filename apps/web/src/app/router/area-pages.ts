import type { PageLoader } from './area-route.ts';

const notAvailableYet: PageLoader = () =>
  import('../routes/not-available-yet.route.tsx').then((m) => m.NotAvailableYetRoute);

/**
 * The page component behind each area of the route table. Areas not built yet show the frame and
 * a 'not available yet' state. To put a real page in, replace its loader, e.g.
 *
 *   users: () => import('../../features/users/routes/users.route.tsx').then((m) => m.UsersRoute),
 *
 * The route's path, title, feature flag and permission stay in `area-routes.ts`.
 */
export const AREA_PAGES = {
  publicTopology: notAvailableYet,
  topology: notAvailableYet,
  topologyCard: notAvailableYet,
  incidents: notAvailableYet,
  incident: notAvailableYet,
  health: () => import('../../features/health/routes/health.route.tsx').then((m) => m.HealthRoute),
  playbooks: notAvailableYet,
  playbookRuns: notAvailableYet,
  playbookRun: notAvailableYet,
  connections: notAvailableYet,
  users: () => import('../../features/users/routes/users.route.tsx').then((m) => m.UsersRoute),
  jobs: notAvailableYet,
  notifications: notAvailableYet,
  notificationSilence: notAvailableYet,
  featureFlags: () => import('../../features/feature-flags/routes/feature-flags.route.tsx').then((m) => m.FeatureFlagsRoute),
  eventQueue: notAvailableYet,
  agents: () => import('../../features/agents/routes/agents.route.tsx').then((m) => m.AgentsRoute),
  tokens: () => import('../../features/tokens/routes/tokens.route.tsx').then((m) => m.TokensRoute),
  integrations: notAvailableYet,
  integration: notAvailableYet,
  settingsTable: () => import('./settings-table-page.tsx').then((m) => m.SettingsTablePage),
  settingsResource: () => import('./settings-resource-page.tsx').then((m) => m.SettingsResourcePage),
  logs: notAvailableYet,
  catalog: () => import('../../features/catalog/routes/catalog.route.tsx').then((m) => m.CatalogRoute),
  catalogChanges: () => import('../../features/catalog/routes/catalog-changes.route.tsx').then((m) => m.CatalogChangesRoute),
  catalogInsights: () => import('../../features/catalog/routes/catalog-insights.route.tsx').then((m) => m.CatalogInsightsRoute),
  scrapers: () => import('../../features/scrapers/routes/scrapers.route.tsx').then((m) => m.ScrapersRoute),
  scraper: () => import('../../features/scrapers/routes/scraper.route.tsx').then((m) => m.ScraperRoute),
  config: () => import('../../features/catalog/routes/config-detail.route.tsx').then((m) => m.ConfigDetailRoute),
} satisfies Record<string, PageLoader>;
