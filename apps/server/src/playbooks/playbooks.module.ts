import type { LogSearchAnswer, LogSearchRequest } from '@vigil/domain';
import type { FeatureModule, RunContext } from '../modules/feature-module.ts';
import { playbooksDemoSeeder } from './demo/playbooks.demo-seeder.ts';
import { runArtifactRoutes } from './engine/run-artifact.routes.ts';
import { startPlaybookRunEngine } from './engine/playbook-run-engine.ts';
import { playbookRoutes } from './playbook.routes.ts';
import { PlaybookService } from './playbook.service.ts';
import { playbookRunRoutes } from './runs/playbook-run.routes.ts';
import { PlaybookRunService } from './runs/playbook-run.service.ts';
import { playbookSpecKind, playbookSpecRules } from './spec/playbook-spec-kind.ts';
import { PlaybookEventTriggers } from './triggers/playbook-event-triggers.ts';
import { playbookWebhookRoutes } from './triggers/playbook-webhook.routes.ts';
import { PlaybookWebhookService } from './triggers/playbook-webhook.service.ts';
import { startPlaybookScheduleTriggers } from './triggers/start-playbook-schedule-triggers.ts';

export interface PlaybooksModuleOptions {
  /** The log search a `logs` action queries; another feature's, so the composition root hands it over. */
  searchLogs?: ((context: RunContext) => (request: LogSearchRequest) => Promise<LogSearchAnswer>) | undefined;
}

/**
 * Playbooks: their specs, which apply to a resource, runs with parameters, approvals and cancels
 * (decision 0060), the engine that carries the runs on every replica (decision 0061), and the
 * triggers that start runs on events, schedules and webhooks (decision 0065).
 */
export function playbooksModule(options: PlaybooksModuleOptions = {}): FeatureModule {
  return {
    name: 'playbooks',
    routes: async (app, { db }) => {
      await app.register(playbookRoutes, { playbooks: new PlaybookService(db) });
      await app.register(playbookRunRoutes, { runs: new PlaybookRunService(db) });
      await app.register(runArtifactRoutes, { db });
      await app.register(playbookWebhookRoutes, { webhooks: new PlaybookWebhookService(db) });
    },
    specKinds: [playbookSpecKind()],
    specRules: () => [playbookSpecRules],
    workers: [(context) => startPlaybookRunEngine(context, { searchLogs: options.searchLogs?.(context) }), startPlaybookScheduleTriggers],
    eventHandlers: (context) => new PlaybookEventTriggers(context.db, context.logger).handlers(),
    demo: { seeders: (config) => [playbooksDemoSeeder(config)] },
  };
}
