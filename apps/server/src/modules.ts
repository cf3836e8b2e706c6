import { agentsModule } from './agents/agents.module.ts';
import { tokensModule } from './auth/tokens/tokens.module.ts';
import { catalogModule } from './catalog/catalog.module.ts';
import { connectionSettingsModule } from './connection-settings/connection-settings.module.ts';
import { eventQueueAdminModule } from './event-queue-admin/event-queue-admin.module.ts';
import { healthModule } from './health/health.module.ts';
import { incidentsModule } from './incidents/incidents.module.ts';
import { kubeconfigModule } from './kubeconfig/kubeconfig.module.ts';
import { logSearchFor, logsModule } from './logs/logs.module.ts';
import type { FeatureModule } from './modules/feature-module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { playbooksModule } from './playbooks/playbooks.module.ts';
import { propertiesModule } from './properties/properties.module.ts';
import { topologyModule } from './topology/topology.module.ts';
import { usersModule } from './users/users.module.ts';

/**
 * Every feature of the server. The HTTP app registers their routes, the data API checks their
 * specs, the server runs their start-up steps and workers, and a demo workspace is seeded with their
 * demo data, all in the order of this list. A new feature is one folder and one line here.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  usersModule,
  tokensModule,
  kubeconfigModule,
  propertiesModule,
  connectionSettingsModule,
  agentsModule,
  healthModule,
  catalogModule,
  topologyModule,
  logsModule,
  incidentsModule,
  playbooksModule({ searchLogs: logSearchFor }),
  notificationsModule,
  eventQueueAdminModule,
];
