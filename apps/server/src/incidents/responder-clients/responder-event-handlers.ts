import { createConnectionResolver } from '#src/connections/connection-resolver.ts';
import type { EventHandler } from '#src/events/event-handler.ts';
import type { RunContext } from '#src/modules/feature-module.ts';
import { ResponderTicketService } from './responder-ticket.service.ts';

/** Event names produced by the incidents triggers (migration 0011) that the responder clients act on. */
export const RESPONDER_ADDED_EVENT = 'incident.responder.added';
export const COMMENT_ADDED_EVENT = 'incident.comment.added';

/**
 * What the responder clients do with the event queue: open the ticket of a team responder when it
 * is added, and mirror a comment to the incident's tickets. For the incidents module's `eventHandlers`.
 */
export function responderEventHandlers(context: Pick<RunContext, 'db' | 'config' | 'logger'>): EventHandler[] {
  const tickets = new ResponderTicketService({
    db: context.db,
    resolveConnection: createConnectionResolver(context.db),
    smtp: { url: context.config.smtpUrl, from: context.config.smtpFrom, log: (fields, message) => context.logger.info(fields, message) },
    logger: context.logger,
  });
  return [
    { name: RESPONDER_ADDED_EVENT, handle: (event, { signal }) => tickets.openTicket(event.eventId, signal) },
    { name: COMMENT_ADDED_EVENT, handle: (event, { signal }) => tickets.mirrorComment(event.eventId, signal) },
  ];
}
