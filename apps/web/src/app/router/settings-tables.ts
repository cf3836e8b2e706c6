import type { AreaAccess } from './area-route.ts';

/** The generic resource tables under /settings/{table} (spec 001 §2.5), by table name. */
export const SETTINGS_TABLES: Readonly<Record<string, AreaAccess>> = {
  canaries: { title: 'Health Checks', feature: 'settings.health', resource: 'canaries' },
  topologies: { title: 'Topologies', feature: 'settings.topology', resource: 'topologies' },
  config_scrapers: { title: 'Scrapers', feature: 'settings.config_scraper', resource: 'config_scrapers' },
  teams: { title: 'Teams', feature: 'settings.teams', resource: 'database' },
  incident_rules: { title: 'Rules', feature: ['settings.rules', 'incidents'], resource: 'incident' },
  logging_backends: { title: 'Log Backends', feature: ['settings.logging_backends', 'logs'], resource: 'logging_backends' },
};

export function settingsTableAccess(table: string | undefined): AreaAccess | null {
  if (table === undefined || !Object.hasOwn(SETTINGS_TABLES, table)) return null;
  return SETTINGS_TABLES[table] ?? null;
}
