import type { Db } from '#src/db/db.ts';
import type { EventHandler, QueuedEvent } from '#src/events/event-handler.ts';
import { evaluateCel } from '#src/expressions/cel-expression.ts';
import { renderGoTemplate } from '#src/expressions/template/go-template.ts';
import { isNotificationEvent, NOTIFICATION_EVENTS, repeatIntervalMs, type NotificationEvent } from '@vigil/domain';
import { NOTIFICATION_EVENT_DEFINITIONS } from './notification-events.ts';
import { NotificationResourceRepository, type NotificationResource } from './notification-resource.repository.ts';
import { sampleEnv } from './notification-samples.ts';
import type { NotificationSender, RenderedMessage } from './notification-sender.ts';
import { NotificationRepository, type NotificationRow } from './notification.repository.ts';
import { SendHistoryRepository, type SendOutcome } from './send-history.repository.ts';
import { silenceCovers } from './silence-match.ts';
import { SilenceRepository, type SilenceRow } from './silence.repository.ts';

export interface DispatchLogger {
  warn(fields: object, message: string): void;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The title and body of one notification for one event: its own templates, else the event's defaults. */
export function renderMessage(notification: Pick<NotificationRow, 'title' | 'template'>, eventName: NotificationEvent, env: Record<string, unknown>): RenderedMessage {
  const definition = NOTIFICATION_EVENT_DEFINITIONS[eventName];
  const title = notification.title?.trim() ? notification.title : definition.title;
  const body = notification.template?.trim() ? notification.template : definition.body;
  return { title: renderGoTemplate(title, env).trim(), body: renderGoTemplate(body, env) };
}

const CLAIM_CLEANUP_INTERVAL_MS = 3_600_000;

/**
 * Matches queue events to notifications and gates each send: silences, then the repeat interval,
 * then send; every outcome lands in notification_send_history (decision 0069). A notification
 * claims each queue event once, so an event retried for another module's sake sends nothing twice.
 */
export class NotificationDispatcher {
  private readonly notifications: NotificationRepository;
  private readonly resources: NotificationResourceRepository;
  private readonly history: SendHistoryRepository;
  private readonly silences: SilenceRepository;
  /** When this server last dropped expired event claims: once an hour is enough, not once an event. */
  private claimsForgottenAt = 0;

  constructor(db: Db, private readonly sender: NotificationSender, private readonly logger: DispatchLogger) {
    this.notifications = new NotificationRepository(db);
    this.resources = new NotificationResourceRepository(db);
    this.history = new SendHistoryRepository(db);
    this.silences = new SilenceRepository(db);
  }

  /** One handler per event a notification can list, for the module's `eventHandlers`. */
  handlers(): EventHandler[] {
    return NOTIFICATION_EVENTS.map((name) => ({ name, handle: (event: QueuedEvent, context) => this.onEvent(event, context.signal) }));
  }

  async onEvent(event: QueuedEvent, signal: AbortSignal): Promise<void> {
    if (!isNotificationEvent(event.name)) return;
    const definition = NOTIFICATION_EVENT_DEFINITIONS[event.name];
    const listening = await this.notifications.listening(event.name);
    if (listening.length === 0) return;
    const resource = await this.resources.find(definition.kind, event.eventId);
    if (!resource) return;
    const env = { ...resource.env, event: { name: event.name, id: event.eventId, properties: event.properties } };
    const silences = await this.silences.active();
    if (Date.now() - this.claimsForgottenAt > CLAIM_CLEANUP_INTERVAL_MS) {
      this.claimsForgottenAt = Date.now();
      await this.history.forgetOldClaims();
    }
    for (const notification of listening) {
      if (!this.matches(notification, env)) continue;
      if (!(await this.history.claim(notification.id, `${event.name}:${event.id}`))) continue;
      await this.gateAndSend(notification, event.name, resource, env, silences, signal);
    }
  }

  private matches(notification: NotificationRow, env: Record<string, unknown>): boolean {
    const filter = notification.filter?.trim();
    if (!filter) return true;
    try {
      return evaluateCel(filter, env) === true;
    } catch (error) {
      this.logger.warn({ err: error, notification: notification.id, filter }, 'notification filter failed; nothing sent');
      return false;
    }
  }

  private async gateAndSend(notification: NotificationRow, eventName: NotificationEvent, resource: NotificationResource, env: Record<string, unknown>, silences: SilenceRow[], signal: AbortSignal): Promise<void> {
    const base = { notificationId: notification.id, sourceEvent: eventName, resourceId: resource.id, personId: notification.person_id };
    const silence = silences.find((candidate) => silenceCovers(candidate, resource, env));
    if (silence) {
      await this.history.record({ ...base, status: 'silenced', silencedBy: silence.id });
      return;
    }
    const interval = repeatIntervalMs(notification.repeat_interval);
    if (interval !== undefined && (await this.history.sentWithin(notification.id, eventName, resource.id, interval))) {
      await this.history.record({ ...base, status: 'repeat-interval' });
      return;
    }
    await this.deliver(notification, eventName, env, base, signal);
  }

  private async deliver(notification: NotificationRow, eventName: NotificationEvent, env: Record<string, unknown>, base: Omit<SendOutcome, 'status'>, signal: AbortSignal): Promise<SendOutcome> {
    let message: RenderedMessage;
    try {
      message = renderMessage(notification, eventName, env);
    } catch (error) {
      const outcome: SendOutcome = { ...base, status: 'error', error: `template: ${reason(error)}` };
      await this.history.record(outcome);
      return outcome;
    }
    const pendingId = await this.history.pending({ ...base, body: message.body });
    const started = Date.now();
    let outcome: SendOutcome;
    try {
      await this.sender.send(notification, message, signal, env);
      outcome = { ...base, status: 'sent', body: message.body, durationMillis: Date.now() - started };
    } catch (error) {
      outcome = { ...base, status: 'error', body: message.body, error: reason(error), durationMillis: Date.now() - started };
    }
    await this.history.record(outcome, pendingId);
    return outcome;
  }

  /**
   * Sends a sample of one of the notification's events now, to its recipients, past silences and
   * the repeat interval; the outcome is recorded like any other. Undefined when there is no such notification.
   */
  async sendTest(notificationId: string, eventName: string | undefined, signal: AbortSignal): Promise<SendOutcome | undefined> {
    const notification = await this.notifications.find(notificationId);
    if (!notification) return undefined;
    const name = [eventName, ...notification.events].find(isNotificationEvent) ?? 'check.failed';
    const env = { ...sampleEnv(NOTIFICATION_EVENT_DEFINITIONS[name].kind), event: { name, id: null, properties: {} } };
    const base = { notificationId, sourceEvent: name, resourceId: null, personId: notification.person_id };
    return this.deliver(notification, name, env, base, signal);
  }
}
