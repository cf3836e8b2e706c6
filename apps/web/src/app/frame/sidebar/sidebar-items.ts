import type { FeatureKey, Resource } from '@vigil/domain';
import { BookOpenCheck, Boxes, HeartPulse, LayoutDashboard, type LucideIcon, ScrollText, Siren } from 'lucide-react';

export interface SidebarItem {
  name: string;
  path: string;
  /** Every listed feature must be on. */
  features: readonly FeatureKey[];
  /** The user needs read on it. */
  resource: Resource;
  icon?: LucideIcon;
}

/** Top-level items, in the spec's order (spec 000 §2.2). */
export const MAIN_ITEMS: readonly SidebarItem[] = [
  { name: 'Dashboard', path: '/topology', features: ['topology'], resource: 'topologies', icon: LayoutDashboard },
  { name: 'Health', path: '/health', features: ['health'], resource: 'canaries', icon: HeartPulse },
  { name: 'Incidents', path: '/incidents', features: ['incidents'], resource: 'incident', icon: Siren },
  { name: 'Catalog', path: '/catalog', features: ['config'], resource: 'database', icon: Boxes },
  { name: 'Logs', path: '/logs', features: ['logs'], resource: 'database', icon: ScrollText },
  { name: 'Playbooks', path: '/playbooks', features: ['playbooks'], resource: 'playbooks', icon: BookOpenCheck },
];

const SETTINGS_UNSORTED: readonly SidebarItem[] = [
  { name: 'Connections', path: '/settings/connections', features: ['settings.connections'], resource: 'connections' },
  { name: 'Jobs History', path: '/settings/jobs', features: ['settings.job_history'], resource: 'database' },
  { name: 'Notifications', path: '/settings/notifications', features: ['settings.notifications'], resource: 'notifications' },
  { name: 'Feature Flags', path: '/settings/feature-flags', features: ['settings.feature_flags'], resource: 'properties' },
  { name: 'Log Backends', path: '/settings/logging_backends', features: ['settings.logging_backends', 'logs'], resource: 'logging_backends' },
  { name: 'Event Queue', path: '/settings/event-queue-status', features: ['settings.event_queue_status'], resource: 'database' },
  { name: 'Agents', path: '/settings/agents', features: ['agents'], resource: 'agents' },
  { name: 'Tokens', path: '/settings/tokens', features: [], resource: 'auth' },
  { name: 'Integrations', path: '/settings/integrations', features: ['settings.integrations'], resource: 'integrations' },
  { name: 'Users', path: '/settings/users', features: ['settings.users'], resource: 'identities' },
  { name: 'Teams', path: '/settings/teams', features: ['settings.teams'], resource: 'database' },
  { name: 'Rules', path: '/settings/incident_rules', features: ['settings.rules', 'incidents'], resource: 'incident' },
  { name: 'Health Checks', path: '/settings/canaries', features: ['settings.health'], resource: 'canaries' },
  { name: 'Topologies', path: '/settings/topologies', features: ['settings.topology'], resource: 'topologies' },
  { name: 'Scrapers', path: '/catalog/scrapers', features: ['settings.config_scraper'], resource: 'config_scrapers' },
];

/** The Settings submenu, sorted by name. */
export const SETTINGS_ITEMS: readonly SidebarItem[] = [...SETTINGS_UNSORTED].sort((a, b) => a.name.localeCompare(b.name, 'en'));
