import type { FeatureModule } from '../modules/feature-module.ts';
import { startDefinitionOfDoneChecks } from './definition-of-done/definition-of-done.runner.ts';

/**
 * Incidents, their hypotheses, evidences, comments and responders. The data API serves the tables;
 * the rules of state (statuses and their moves, severities, the hypothesis tree) are the database's
 * own (migration 0027, decision 0034), so every path obeys them. The module evaluates the automatic
 * definition of done (decision 0035).
 */
export const incidentsModule: FeatureModule = {
  name: 'incidents',
  workers: [({ db, logger }) => startDefinitionOfDoneChecks(db, logger)],
};
