import type { Db } from '#src/db/db.ts';
import type { EventHandler } from '#src/events/event-handler.ts';
import { IncidentRulesService, type RuleLogger } from './incident-rules.service.ts';

/** Produced by migration 0011 (checks) and migration 0030 (insights); event_id is the check's or the insight's id. */
export const CHECK_FAILED_EVENT = 'check.failed';
export const CHECK_PASSED_EVENT = 'check.passed';
export const INSIGHT_OPENED_EVENT = 'insight.opened';
export const INSIGHT_RESOLVED_EVENT = 'insight.resolved';

/**
 * What incident rules do with the event queue: open incidents on failures and insights, finish
 * them when the resource is healthy again. Safe to run twice for one event: a rule never opens a
 * second incident while one is open for the resource. For the incidents module's `eventHandlers`.
 */
export function incidentRuleEventHandlers(context: { db: Db; logger: RuleLogger }): EventHandler[] {
  const rules = new IncidentRulesService(context.db, context.logger);
  return [
    { name: CHECK_FAILED_EVENT, handle: async (event) => void (await rules.onCheckFailed(event.eventId)) },
    { name: CHECK_PASSED_EVENT, handle: async (event) => void (await rules.onHealthyAgain(event.eventId)) },
    { name: INSIGHT_OPENED_EVENT, handle: async (event) => void (await rules.onInsightOpened(event.eventId)) },
    { name: INSIGHT_RESOLVED_EVENT, handle: async (event) => void (await rules.onHealthyAgain(event.eventId)) },
  ];
}
