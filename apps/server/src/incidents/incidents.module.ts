import type { FeatureModule } from '../modules/feature-module.ts';
import { startDefinitionOfDoneChecks } from './definition-of-done/definition-of-done.runner.ts';
import { incidentsDemoSeeder } from './demo/incidents.demo-seeder.ts';
import { proposedEvidenceRoutes } from './proposed-evidence/proposed-evidence.routes.ts';
import { responderEventHandlers } from './responder-clients/responder-event-handlers.ts';
import { teamSpecRules } from './responder-clients/team-spec.schema.ts';
import { incidentRuleEventHandlers } from './rules/incident-rule-event-handlers.ts';
import { INCIDENT_RULE_SPEC_KIND, incidentRuleSpecRules } from './rules/incident-rule-spec-kind.ts';

/**
 * Incidents, their hypotheses, evidences, comments and responders. The data API serves the tables;
 * the rules of state (statuses and their moves, severities, the hypothesis tree) are the database's
 * own (migration 0027, decision 0034), so every path obeys them. The module evaluates the automatic
 * definition of done (decision 0035), and its responder clients open tickets and mirror comments
 * from the event queue (decision 0037); a team's spec carries those clients, so team writes are
 * checked here. It proposes evidence from what happened around the incident's resources
 * (decision 0040). Incident rules open incidents on failing checks and insights (decision 0039).
 */
export const incidentsModule: FeatureModule = {
  name: 'incidents',
  routes: async (app, { db }) => {
    await app.register(proposedEvidenceRoutes, { db });
  },
  specKinds: [INCIDENT_RULE_SPEC_KIND],
  specRules: () => [teamSpecRules, incidentRuleSpecRules],
  workers: [({ db, logger }) => startDefinitionOfDoneChecks(db, logger)],
  eventHandlers: (context) => [...responderEventHandlers(context), ...incidentRuleEventHandlers(context)],
  demo: { seeders: () => [incidentsDemoSeeder] },
};
