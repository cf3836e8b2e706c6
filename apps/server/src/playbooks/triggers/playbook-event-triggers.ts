import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#src/db/db.ts';
import type { EventHandler, QueuedEvent } from '#src/events/event-handler.ts';
import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { PlaybookRepository } from '../playbook.repository.ts';
import { specOfPlaybook } from '../playbook-targets.ts';
import { PlaybookRunService } from '../runs/playbook-run.service.ts';
import { TriggerResourceRepository } from './trigger-resource.repository.ts';
import { eventTriggersOf, TRIGGER_EVENTS, type EventTrigger } from './trigger-spec.ts';

type TriggerLogger = Pick<FastifyBaseLogger, 'warn'>;

function labelsMatch(wanted: Record<string, string> | undefined, resource: Record<string, unknown>): boolean {
  if (!wanted) return true;
  const labels = (resource.labels ?? {}) as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => labels[key] !== undefined && String(labels[key]) === value);
}

/**
 * Starts the playbooks waiting for queue events (decision 0065). The run's trigger key is the queue
 * row's id, so a handler run again for the same event finds the run it started and starts none.
 */
export class PlaybookEventTriggers {
  private readonly playbooks: PlaybookRepository;
  private readonly runs: PlaybookRunService;
  private readonly resources: TriggerResourceRepository;

  constructor(db: Db, private readonly logger: TriggerLogger) {
    this.playbooks = new PlaybookRepository(db);
    this.runs = new PlaybookRunService(db);
    this.resources = new TriggerResourceRepository(db);
  }

  /** The handlers of the module's `eventHandlers`, one per event name a trigger can wait for. */
  handlers(): EventHandler[] {
    return Object.keys(TRIGGER_EVENTS).map((name) => ({ name, handle: async (event: QueuedEvent) => void (await this.onEvent(event)) }));
  }

  /** The runs started for the event (ids), none when no playbook waits for it or none matches. */
  async onEvent(event: QueuedEvent): Promise<string[]> {
    const kind = TRIGGER_EVENTS[event.name];
    if (!kind) return [];
    let resource: Record<string, unknown> | undefined;
    const started: string[] = [];
    for (const playbook of await this.playbooks.listLive()) {
      let triggers: EventTrigger[];
      try {
        triggers = eventTriggersOf(specOfPlaybook(playbook)).filter((trigger) => trigger.event === event.name);
      } catch {
        continue; // a playbook whose stored spec no longer reads starts nothing
      }
      if (triggers.length === 0) continue;
      resource ??= await this.resources.find(kind, event.eventId);
      if (!resource) return started;
      if (!triggers.some((trigger) => this.matches(trigger, resource!, playbook.name))) continue;
      try {
        const created = await this.runs.runByTrigger({
          playbook,
          ref: { kind, id: event.eventId },
          resource,
          triggeredBy: `event:${event.name}`,
          triggerKey: `event:${event.id}`,
          request: { event: { id: event.id, name: event.name, properties: event.properties } },
        });
        if (created) started.push(created.run_id);
      } catch (error) {
        this.logger.warn({ err: error, playbook: playbook.name, event: event.name }, 'playbook trigger could not start a run');
      }
    }
    return started;
  }

  private matches(trigger: EventTrigger, resource: Record<string, unknown>, playbook: string): boolean {
    if (!labelsMatch(trigger.labels, resource)) return false;
    if (!trigger.filter) return true;
    try {
      return evaluateCel(trigger.filter, { [trigger.kind]: resource }) === true;
    } catch (error) {
      this.logger.warn({ err: error, playbook, filter: trigger.filter }, 'playbook trigger filter failed; no run started');
      return false;
    }
  }
}
