import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/db.ts';
import { nextRun, parseSchedule, type Schedule } from '#src/jobs/schedule.ts';
import { PlaybookRepository } from '../playbook.repository.ts';
import { specOfPlaybook } from '../playbook-targets.ts';
import { PlaybookRunService } from '../runs/playbook-run.service.ts';
import { schedulesOf } from './trigger-spec.ts';

/** How often every replica looks for due slots. */
export const SCHEDULE_TICK_MS = 10_000;
/** A slot this far back is still started (a tick may come late); older ones were missed and are skipped. */
const LOOKBACK_MS = 3 * SCHEDULE_TICK_MS;

/** The slots of `schedule` in (now - LOOKBACK_MS, now]: intervals fall on multiples of their length since the epoch. */
export function dueSlots(schedule: Schedule, now: Date): Date[] {
  const from = now.getTime() - LOOKBACK_MS;
  const slots: Date[] = [];
  if (schedule.kind === 'interval') {
    for (let slot = Math.floor(now.getTime() / schedule.intervalMs) * schedule.intervalMs; slot > from; slot -= schedule.intervalMs) slots.unshift(new Date(slot));
    return slots;
  }
  for (let slot = nextRun(schedule, new Date(from)); slot.getTime() <= now.getTime(); slot = nextRun(schedule, slot)) slots.push(slot);
  return slots;
}

/**
 * Starts the runs of playbook schedules (decision 0065). Every replica looks; the run's trigger key
 * names the playbook's slot, so the database lets exactly one of them start it.
 */
export class PlaybookScheduleTriggers {
  private readonly playbooks: PlaybookRepository;
  private readonly runs: PlaybookRunService;

  constructor(db: Db, private readonly logger: Pick<FastifyBaseLogger, 'warn'>) {
    this.playbooks = new PlaybookRepository(db);
    this.runs = new PlaybookRunService(db);
  }

  /** Starts what is due at `now`; the ids of the runs this call started. */
  async pass(now: Date = new Date()): Promise<string[]> {
    const started: string[] = [];
    for (const playbook of await this.playbooks.listLive()) {
      let schedules: string[];
      try {
        schedules = schedulesOf(specOfPlaybook(playbook));
      } catch {
        continue;
      }
      for (const [index, text] of schedules.entries()) {
        try {
          for (const slot of dueSlots(parseSchedule(text), now)) {
            const created = await this.runs.runByTrigger({
              playbook,
              triggeredBy: 'schedule',
              triggerKey: `schedule:${index}:${slot.toISOString()}`,
              request: { schedule: { schedule: text, slot: slot.toISOString() } },
            });
            if (created) started.push(created.run_id);
          }
        } catch (error) {
          this.logger.warn({ err: error, playbook: playbook.name, schedule: text }, 'playbook schedule could not start a run');
        }
      }
    }
    return started;
  }
}
