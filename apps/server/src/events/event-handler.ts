/** One event of the queue as a handler gets it. */
export interface QueuedEvent {
  id: string;
  /** What happened, e.g. `incident.responder.added`. */
  name: string;
  /** The id of the row the event is about. */
  eventId: string;
  properties: Record<string, unknown>;
  /** This attempt's number, from 1. */
  attempt: number;
}

export interface EventHandlerContext {
  /** Aborted when the server stops: the event stays due and is handled again later. */
  signal: AbortSignal;
}

/**
 * What a feature module does when an event of `name` is taken off the queue. A throw fails the
 * attempt: the error is recorded and the event is retried with back-off, so `handle` must be safe
 * to run again for the same event (e.g. skip what an earlier attempt already did).
 */
export interface EventHandler {
  readonly name: string;
  handle(event: QueuedEvent, context: EventHandlerContext): Promise<void>;
}
