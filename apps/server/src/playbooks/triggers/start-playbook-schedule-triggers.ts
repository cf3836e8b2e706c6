import { startPollingLoop } from '#src/jobs/polling-loop.ts';
import type { RunContext, Worker } from '#src/modules/feature-module.ts';
import { PlaybookScheduleTriggers, SCHEDULE_TICK_MS } from './playbook-schedule-triggers.ts';

/** The worker of the playbooks module that starts scheduled runs on every replica (once per slot overall). */
export function startPlaybookScheduleTriggers(context: RunContext): Worker {
  const triggers = new PlaybookScheduleTriggers(context.db, context.logger);
  const loop = startPollingLoop(() => triggers.pass(), SCHEDULE_TICK_MS, (error) => context.logger.warn({ err: error }, 'playbook schedule pass failed'));
  return { stop: () => loop.stop() };
}
