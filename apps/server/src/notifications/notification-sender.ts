import type { NotificationChannel } from '#src/channels/notification-channel.ts';
import type { ConnectionResolver } from '#src/connections/resolved-connection.ts';
import { evaluateCel } from '#src/expressions/cel-expression.ts';
import type { Mailer } from '#src/mail/mailer.ts';
import { isPlainObject } from '#src/spec/spec-reader.ts';
import type { NotificationRepository, NotificationRow } from './notification.repository.ts';

/** The channel of a connection type, or undefined when that type cannot receive notifications. */
export type ChannelLookup = (type: string) => NotificationChannel | undefined;

export interface NotificationSenderOptions {
  notifications: NotificationRepository;
  resolveConnection: ConnectionResolver;
  findChannel: ChannelLookup;
  /** The server's mail relay (SMTP_URL), or the log without one: how people and teams get mail. */
  mailer: Pick<Mailer, 'send'>;
}

export interface RenderedMessage {
  title: string;
  body: string;
}

/** A send stops after this long, so a stuck service cannot hold the event queue. */
const SEND_TIMEOUT_MS = 30_000;

function customServices(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null) : [];
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether a team's notification entry wants this event: no filter, or a CEL filter over the event that answers true. */
function entryWants(entry: Record<string, unknown>, env: Record<string, unknown>): boolean {
  const filter = typeof entry.filter === 'string' ? entry.filter.trim() : '';
  if (filter === '') return true;
  try {
    return evaluateCel(filter, env) === true;
  } catch (error) {
    throw new Error(`filter ${filter}: ${reason(error)}`, { cause: error });
  }
}

/**
 * Delivers one rendered message to a notification's recipients: a person by email; a team through
 * the connections its spec lists under `notifications` (each entry may filter the events it takes),
 * or by email to each member when it lists none; custom services through the channel of their
 * connection's type. Throws an Error naming every recipient that failed.
 */
export class NotificationSender {
  constructor(private readonly options: NotificationSenderOptions) {}

  /** `env` is what the event's filters read (the resource, `event`), for the filters of a team's entries. */
  async send(notification: NotificationRow, message: RenderedMessage, signal: AbortSignal, env: Record<string, unknown> = {}): Promise<void> {
    const within = AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]);
    const failures: string[] = [];
    const attempt = async (who: string, deliver: () => Promise<unknown>): Promise<void> => {
      try {
        await deliver();
      } catch (error) {
        failures.push(`${who}: ${reason(error)}`);
      }
    };
    let recipients = 0;
    if (notification.person_id) {
      recipients += 1;
      await attempt('person', async () => {
        const email = await this.options.notifications.personEmail(notification.person_id!);
        if (!email) throw new Error('the person has no email address');
        await this.mail([email], message, within);
      });
    }
    if (notification.team_id) {
      recipients += 1;
      const team = await this.options.notifications.teamRecipients(notification.team_id);
      if (!team) failures.push('team: the team does not exist');
      else if (Array.isArray(team.notifications) && team.notifications.length > 0) {
        await this.toTeamEntries(team.name, team.notifications, notification, message, env, within, attempt);
      } else {
        await attempt('team', async () => {
          if (team.emails.length === 0) throw new Error(`team ${team.name} has no members with an email address`);
          await this.mail(team.emails, message, within);
        });
      }
    }
    for (const service of customServices(notification.custom_services)) {
      recipients += 1;
      const reference = typeof service.connection === 'string' ? service.connection : '';
      const who = typeof service.name === 'string' && service.name !== '' ? service.name : reference || 'custom service';
      await attempt(who, () => this.toService(reference, service, notification, message, within));
    }
    if (recipients === 0) failures.push('the notification has no recipient: choose a person, a team or a connection');
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  private async toTeamEntries(
    teamName: string,
    entries: unknown[],
    notification: NotificationRow,
    message: RenderedMessage,
    env: Record<string, unknown>,
    signal: AbortSignal,
    attempt: (who: string, deliver: () => Promise<unknown>) => Promise<void>,
  ): Promise<void> {
    for (const [index, entry] of entries.entries()) {
      const reference = isPlainObject(entry) && typeof entry.connection === 'string' ? entry.connection : '';
      await attempt(`team ${teamName} ${reference || `notifications[${index}]`}`, async () => {
        if (!isPlainObject(entry)) throw new Error('must be an object with a connection');
        if (!entryWants(entry, env)) return;
        if (reference === '' && typeof entry.url === 'string') {
          throw new Error('a url is not supported as a team recipient yet; name a connection (connection://namespace/name)');
        }
        await this.toService(reference, entry, notification, message, signal);
      });
    }
  }

  private async mail(to: string[], message: RenderedMessage, signal: AbortSignal): Promise<void> {
    signal.throwIfAborted();
    await Promise.race([
      this.options.mailer.send({ to: to.join(', '), subject: message.title, text: message.body }),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('the mail was not sent in time')), { once: true })),
    ]);
  }

  private async toService(reference: string, service: Record<string, unknown>, notification: NotificationRow, message: RenderedMessage, signal: AbortSignal): Promise<void> {
    if (reference === '') throw new Error('connection is required');
    const connection = await this.options.resolveConnection(reference);
    if (!connection) throw new Error(`connection ${reference} was not found`);
    const channel = this.options.findChannel(connection.type);
    if (!channel) throw new Error(`connections of type ${connection.type} cannot receive notifications`);
    const own = typeof service.properties === 'object' && service.properties !== null ? (service.properties as Record<string, unknown>) : {};
    await channel.send(connection, { ...message, properties: { ...(notification.properties ?? {}), ...own } }, { signal });
  }
}
