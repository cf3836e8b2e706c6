import type { Db } from '#src/db/db.ts';
import { startClusterWideLoop } from '#src/jobs/cluster-wide-loop.ts';
import type { Worker } from '#src/modules/feature-module.ts';
import { DefinitionOfDoneService } from './definition-of-done.service.ts';

export interface DefinitionOfDoneLogger {
  error(object: object, message: string): void;
}

export interface DefinitionOfDoneOptions {
  /** How often the scripts are evaluated (default one minute). */
  everyMs?: number;
}

/** The turn the replicas share (scheduler.cluster_jobs): each tick, one replica evaluates. */
export const DEFINITION_OF_DONE_TURN = 'IncidentDefinitionOfDone';

export const DEFINITION_OF_DONE_EVERY_MS = 60_000;

/** Evaluates the incidents' automatic definition of done now and then every minute, once per cluster. */
export function startDefinitionOfDoneChecks(db: Db, logger: DefinitionOfDoneLogger, options: DefinitionOfDoneOptions = {}): Worker {
  const service = new DefinitionOfDoneService(db);
  const loop = startClusterWideLoop(
    db,
    DEFINITION_OF_DONE_TURN,
    async () => {
      await service.evaluatePending();
    },
    options.everyMs ?? DEFINITION_OF_DONE_EVERY_MS,
    (error) => logger.error({ err: error }, 'the incidents\' definition of done could not be evaluated'),
  );
  return { stop: () => loop.stop() };
}
